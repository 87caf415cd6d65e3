// Builds the web app when its build is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { isStale } from './build-staleness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
// The server-rendering bundle (decision 027): outside dist/, so it is never served as a file.
export const ssrDir = path.join(web, 'dist-ssr');
const builtSsr = path.join(ssrDir, 'entry-server.js');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/core/src'),
];

export function webBuildIsStale() {
  return isStale(builtIndex, inputs) || isStale(builtSsr, inputs);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('Building the web app...');
  const builds = [
    ['vite', 'build', '--logLevel', 'warn'],
    ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir],
  ];
  for (const args of builds) {
    const result = spawnSync('npx', args, {
      cwd: web,
      stdio: 'inherit',
      // Test runners set NODE_ENV=test, which would produce development builds.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('The web build failed.');
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
