import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot } from '@unclewatch/core';

export const defaultSnapshotPath = path.resolve(
  import.meta.dirname,
  '../../../../../../data/catalog/catalog.json.gz',
);

/** Reads the committed snapshot (gzip JSON) once at start. */
export function loadSnapshot(file: string = defaultSnapshotPath): CatalogSnapshot {
  const raw = fs.readFileSync(file);
  const snapshot = JSON.parse(zlib.gunzipSync(raw).toString('utf8')) as CatalogSnapshot;
  if (snapshot.version !== 1 || !Array.isArray(snapshot.movies) || !Array.isArray(snapshot.tv)) {
    throw new Error(`${file} is not a version 1 UncleWatch catalogue snapshot`);
  }
  return snapshot;
}
