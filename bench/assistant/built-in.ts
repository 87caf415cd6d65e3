// The assistant as the server builds it with no language model configured (or with the given
// one), over the embedded catalogue: what the evaluation sets measure (bench and apps/server/test/assistant-eval.test.ts).
import {
  defaultSnapshotPath,
  EpisodeStore,
  type SnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import { EmbeddedCatalog } from '../../apps/server/src/providers/catalog/embedded/embedded-catalog';
import { snapshotNameRecogniser } from '../../apps/server/src/providers/catalog/embedded/names/index';
import { EmbeddedRecords } from '../../apps/server/src/providers/title-records/embedded-records';
import type { LanguageModel } from '../../apps/server/src/providers/llm/index';
import { NoLanguageModel } from '../../apps/server/src/providers/llm/none';
import { AssistantService } from '../../apps/server/src/services/assistant/assistant-service';
import { AssistantEngine } from '../../apps/server/src/services/assistant/engine/engine';
import { reservedWords } from '../../apps/server/src/services/assistant/engine/reserved-words';

export function builtInAssistant(
  data: SnapshotCatalog,
  model: LanguageModel = new NoLanguageModel(),
) {
  // With the committed episodes store, as the server has it (episode questions, issue #31).
  const catalog = new EmbeddedCatalog(data, { episodes: EpisodeStore.open(defaultSnapshotPath) });
  const records = new EmbeddedRecords(data, (type, id) => catalog.similarTitles(type, id));
  const assistant = new AssistantService(
    new AssistantEngine(catalog, records, snapshotNameRecogniser(data, reservedWords)),
    catalog,
    model,
    { warn: () => {} },
    { timeoutMs: 1000 },
  );
  return { catalog, assistant };
}
