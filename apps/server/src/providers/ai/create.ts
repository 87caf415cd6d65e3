import type { AiConfig } from '../../config';
import type { SnapshotCatalog } from '../../catalog/index';
import type { CatalogProvider } from '../catalog/index';
import { EmbeddedAi } from './embedded/embedded-ai';
import type { AiProvider } from './index';
import { OpenAiCompatibleAi } from './openai-compatible';

export interface AiLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The embedded engine, or the OpenAI-compatible adapter (falling back to it) when configured. */
export function createAiProvider(
  config: AiConfig,
  data: SnapshotCatalog,
  catalog: CatalogProvider,
  log: AiLogger,
): AiProvider {
  const engine = new EmbeddedAi(data, catalog);
  if (!config.live) return engine;
  return new OpenAiCompatibleAi(
    {
      ...config.live,
      timeoutMs: config.timeoutMs,
      onFailure: (reason) =>
        log.warn(
          { reason, model: config.live?.model },
          'AI chat failed; the embedded engine answered',
        ),
    },
    engine,
  );
}
