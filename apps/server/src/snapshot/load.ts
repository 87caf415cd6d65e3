import { createHash } from 'node:crypto';
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotBiographies } from '@unclewatch/core';

import { repoRoot } from '../repo-root';

export const defaultSnapshotPath = path.join(repoRoot, 'data/catalog/catalog.json.gz');

/**
 * The JSON inside a gzip file. Snapshots are written as ASCII (other characters as \u escapes,
 * scripts/catalog/write.ts), which decodes as one-byte text, faster to make and to parse than
 * UTF-8; any other file is read as UTF-8.
 */
function parseGzipJson(bytes: Buffer): unknown {
  const text = zlib.gunzipSync(bytes);
  return JSON.parse(text.toString(isAscii(text) ? 'latin1' : 'utf8')) as unknown;
}

/** Reads the committed snapshot (gzip JSON) once at start, with the SHA-256 of its file. */
export function readSnapshot(file: string = defaultSnapshotPath): {
  snapshot: CatalogSnapshot;
  sha256: string;
} {
  const bytes = fs.readFileSync(file);
  const snapshot = parseGzipJson(bytes) as CatalogSnapshot;
  if (snapshot.version !== 1 || !Array.isArray(snapshot.movies) || !Array.isArray(snapshot.tv)) {
    throw new Error(`${file} is not a version 1 UncleWatch catalogue snapshot`);
  }
  return { snapshot, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Reads the committed snapshot (gzip JSON). */
export function loadSnapshot(file: string = defaultSnapshotPath): CatalogSnapshot {
  return readSnapshot(file).snapshot;
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
