import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotBiographies } from '@unclewatch/core';

import { repoRoot } from '../repo-root';

export const defaultSnapshotPath = path.join(repoRoot, 'data/catalog/catalog.json.gz');

function parseGzipJson(bytes: Buffer): unknown {
  return JSON.parse(zlib.gunzipSync(bytes).toString('utf8')) as unknown;
}

/** Reads the committed snapshot (gzip JSON) once at start. */
export function loadSnapshot(file: string = defaultSnapshotPath): CatalogSnapshot {
  const snapshot = parseGzipJson(fs.readFileSync(file)) as CatalogSnapshot;
  if (snapshot.version !== 1 || !Array.isArray(snapshot.movies) || !Array.isArray(snapshot.tv)) {
    throw new Error(`${file} is not a version 1 UncleWatch catalogue snapshot`);
  }
  return snapshot;
}

/**
 * Reads the biographies that a snapshot keeps in their own file (person id → text). Kept apart
 * so start-up does not pay for text only person pages show; call it when first needed. Empty
 * when the snapshot names no such file (older snapshots, test snapshots).
 */
export function loadBiographies(
  snapshot: Pick<CatalogSnapshot, 'biographies'>,
  snapshotFile: string = defaultSnapshotPath,
): Map<number, string> {
  const ref = snapshot.biographies;
  if (!ref) return new Map();
  const file = path.join(path.dirname(snapshotFile), path.basename(ref.file));
  const bytes = fs.readFileSync(file);
  if (createHash('sha256').update(bytes).digest('hex') !== ref.sha256) {
    throw new Error(`${file} does not belong to this snapshot (its SHA-256 differs)`);
  }
  const bios = parseGzipJson(bytes) as SnapshotBiographies;
  if (bios.version !== 1 || !Array.isArray(bios.biographies)) {
    throw new Error(`${file} is not a version 1 UncleWatch biographies file`);
  }
  return new Map(bios.biographies);
}
