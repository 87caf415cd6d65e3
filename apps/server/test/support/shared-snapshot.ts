import fs from 'node:fs';
import path from 'node:path';

import {
  defaultSnapshotPath,
  loadSnapshotCatalog,
  type SnapshotCatalog,
} from '../../src/snapshot/index';

/**
 * The parsed catalogue snapshots of this test process, per file (path, size and time). The API
 * tests run with `isolate: false`, so every test file of a worker reads the 15.5 MB snapshot
 * once between them instead of once per server (9–13 s each; decision 064). A SnapshotCatalog is
 * read-only once built, so servers and fakes can share it; each server still gets its own
 * database, data directory, caches and episode store. Kept on globalThis so it survives even a
 * fresh module registry in the same process.
 */
const snapshots: Map<string, SnapshotCatalog> = ((
  globalThis as { __uwTestSnapshots?: Map<string, SnapshotCatalog> }
).__uwTestSnapshots ??= new Map());

/** The snapshot at `file` (default: the committed one), parsed once per process. */
export function sharedSnapshot(file?: string): SnapshotCatalog {
  const resolved = path.resolve(file ?? defaultSnapshotPath);
  const stat = fs.statSync(resolved);
  const key = `${resolved}:${stat.size}:${stat.mtimeMs}`;
  let catalog = snapshots.get(key);
  if (!catalog) {
    catalog = loadSnapshotCatalog(resolved);
    snapshots.set(key, catalog);
  }
  return catalog;
}
