// Compiles the server to plain JavaScript (apps/server/dist) when that build is missing or older
// than any of its sources, so `npm start` runs without a TypeScript loader. See decision 016.
import path from 'node:path';

import { isStale } from './build-staleness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const outFile = path.join(server, 'dist/main.js');
const inputs = [
  path.join(server, 'src'),
  path.join(server, 'package.json'),
  path.join(root, 'packages/core/src'),
  path.join(root, 'packages/core/package.json'),
  import.meta.filename,
];

export function serverBuildIsStale() {
  return isStale(outFile, inputs);
}

/** Our own workspace packages are TypeScript sources: bundle them; load every other package. */
const bundleWorkspacesOnly = {
  name: 'bundle-workspaces-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@unclewatch/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function ensureServerBuild({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return outFile;
  console.log('Building the server...');
  const { build } = await import('esbuild');
  // The import parser's worker thread is its own file beside main.js (parse-off-loop.ts).
  await build({
    entryPoints: [path.join(server, 'src/services/import/parse-worker.ts')],
    outfile: path.join(server, 'dist/import-parse-worker.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [bundleWorkspacesOnly],
  });
  await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Test files never reach the bundle; neither does anything only a test imports.
    logLevel: 'warning',
    plugins: [bundleWorkspacesOnly],
  });
  return outFile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureServerBuild({ force: process.argv.includes('--force') });
}
