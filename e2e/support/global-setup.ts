import type { TestProject } from 'vitest/node';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureServerBuild } from '../../scripts/ensure-server-build.mjs';
// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureWebBuild } from '../../scripts/ensure-web-build.mjs';

import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The compiled server, for tests that start one of their own (startServerProcess). */
    serverMain: string;
  }
}

/**
 * Builds the app if stale and starts the real server, compiled as `npm start` runs it, on a
 * free port with a fresh DATA_DIR.
 */
export default async function setup(project: TestProject) {
  (ensureWebBuild as () => void)();
  const serverMain = await (ensureServerBuild as () => Promise<string>)();
  const server = await startServerProcess(serverMain, {
    // admin@example.com becomes an admin when it signs up (auth e2e); rate limits would trip
    // over the many sign-ups the suites make from one address in a few seconds.
    ADMIN_EMAILS: 'admin@example.com',
    AUTH_RATE_LIMIT: 'off',
  });
  project.provide('baseUrl', server.url);
  project.provide('serverMain', serverMain);

  return () => server.close();
}
