import path from 'node:path';

import { defineConfig } from 'vitest/config';

import { preactAlias } from './apps/web/preact-alias.ts';
import { apiFilesWithoutDatabase } from './scripts/api-test-files.ts';

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
// The PostgreSQL pass (TEST_DATABASE_URL) leaves out the API files marked `// database: none`,
// after checking that each really reaches no database (decision 065).
const apiTests = path.resolve(import.meta.dirname, 'apps/server/test');
const apiExcludedOnPostgres = process.env.TEST_DATABASE_URL
  ? apiFilesWithoutDatabase(apiTests).map((f) => path.relative(import.meta.dirname, f))
  : [];

const reactRouterEsm = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/development/index.mjs',
);

export default defineConfig({
  resolve: { alias: { '#': webSrc, ...preactAlias } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tools/**/*.test.js',
          ],
          // A few unit tests read the committed snapshot (15 MB gzip): seconds when idle, far
          // more on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // vitest's default is one worker fewer than the cores: one on a 2-core machine.
          maxWorkers: 2,
          // Run the React libraries through Vite too, so they get Preact as the components do
          // (react-router's ESM build: its CommonJS one would require React itself).
          server: { deps: { inline: [/@tanstack\/react-query/, /react-router/] } },
          alias: { 'react-router': reactRouterEsm },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...apiExcludedOnPostgres],
          // Tests that start a second server pay the catalogue load twice (~17k movies, 18k TV
          // shows since catalogue v2), which takes over 30 s when the machine is busy; tests that
          // restart a server inside the test (backup, chat sessions) need twice that.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The files of a worker share one module registry: the server code is loaded once per
          // worker, not per file, and test/support/test-server.ts keeps the parsed snapshot
          // between files (decision 064). Each file still starts its own servers and databases.
          isolate: false,
          // Two workers on two cores (vitest's default would be one): a file spends much of its
          // time waiting on its server, its database or a timer (decision 087).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time, each with its own contexts in the one shared Chromium (decision
          // 087): two at a time saved ~1 min of ~6 (the run is CPU-bound) and let one test miss
          // its list's answer within 30 s under that load.
          fileParallelism: false,
        },
      },
    ],
  },
});
