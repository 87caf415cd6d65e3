/**
 * `npm run catalog:index`: builds the people search index of the committed snapshot and writes
 * it beside it (data/catalog/people-index.bin.gz; decision 025). `npm run catalog:build` runs it
 * too. Run it after changing how people are indexed: a test fails while the file is stale.
 */
import { pathToFileURL } from 'node:url';

import {
  PEOPLE_INDEX_FILE,
  readSnapshot,
  SnapshotCatalog,
  writePeopleIndex,
} from '../../apps/server/src/snapshot/index.ts';
import { OUT_FILE } from './paths.ts';

export function writeSnapshotPeopleIndex(file = OUT_FILE): number {
  const { snapshot, sha256 } = readSnapshot(file);
  return writePeopleIndex(new SnapshotCatalog(snapshot), file, sha256);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bytes = writeSnapshotPeopleIndex(process.env.CATALOG_PATH ?? OUT_FILE);
  console.log(`wrote ${PEOPLE_INDEX_FILE} (${(bytes / 1024 / 1024).toFixed(2)} MB)`);
}
