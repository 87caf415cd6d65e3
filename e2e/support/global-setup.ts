import type { TestProject } from 'vitest/node';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureServerBuild } from '../../scripts/ensure-server-build.mjs';
// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureWebBuild } from '../../scripts/ensure-web-build.mjs';

import { launchBrowserServer } from './browser';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The compiled server, for tests that start one of their own (startServerProcess). */
    serverMain: string;
    /** The shared Chromium: test files connect to it (shared-browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * Builds the app if stale, starts the real server, compiled as `npm start` runs it, on a free
 * port with a fresh DATA_DIR, and starts the one Chromium the test files share.
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
  const browser = await launchBrowserServer();
  project.provide('baseUrl', server.url);
  project.provide('serverMain', serverMain);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.close();
  };
}
