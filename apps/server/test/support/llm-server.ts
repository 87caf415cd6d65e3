import { afterAll, beforeAll } from 'vitest';

import { startFakeLlm, type FakeLlm } from './fake-llm';
import { startTestServer, type TestServer } from './test-server';

export interface LlmServer {
  /** The fake (set once `beforeAll` ran). */
  llm: FakeLlm;
  /** The server in OpenAI-compatible mode, pointed at `llm` (model `fake-model`). */
  server: TestServer;
  /** What the process wrote to stdout since the start (the server's log lines). */
  logs: string[];
}

/**
 * A fake LLM and a test server using it with this key and time-out, started before the test file
 * (or describe block) and closed after it; stdout's lines are kept so a test can search the log
 * (for a failure note, and that the key never appears).
 */
export function useLlmServer(apiKey: string, timeoutMs: string): LlmServer {
  const live = {} as LlmServer;
  let restore = () => {};
  beforeAll(async () => {
    live.llm = await startFakeLlm();
    live.server = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      AI_BASE_URL: live.llm.baseUrl,
      AI_API_KEY: apiKey,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: timeoutMs,
      LOG_LEVEL: 'warn',
    });
    live.logs = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      live.logs.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stdout.write;
    restore = () => (process.stdout.write = write);
  });
  afterAll(async () => {
    restore();
    await live.server.close();
    await live.llm.close();
  });
  return live;
}
