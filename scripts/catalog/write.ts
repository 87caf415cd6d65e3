import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync, strToU8 } from 'fflate';
import type {
  CatalogSnapshot,
  SnapshotBiographies,
} from '../../packages/core/src/catalog/snapshot.ts';

export const BIOGRAPHIES_FILE = 'biographies.json.gz';
export const BIOGRAPHIES_SOURCE = 'tmdb-people-2025';

/**
 * Gzips JSON deterministically: fflate is pure JS (same bytes on every platform and Node
 * version), level 9, mtime 0, no file name. The JSON is ASCII (other characters as \u
 * escapes), which the server decodes as one-byte text, faster than UTF-8.
 */
function gzipJson(value: unknown): Uint8Array {
  const ascii = JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return gzipSync(strToU8(ascii), { level: 9, mem: 12, mtime: 0 });
}

export function encodeSnapshot(s: CatalogSnapshot): Uint8Array {
  return gzipJson(s);
}

/**
 * Moves the biographies into their own file (start-up does not pay for them): returns the
 * snapshot with `biography: ""` and a `biographies` reference, plus that file's bytes.
 */
export function splitBiographies(
  s: CatalogSnapshot,
  file = BIOGRAPHIES_FILE,
): { snapshot: CatalogSnapshot; bytes: Uint8Array | undefined } {
  const biographies: [number, string][] = s.people
    .filter((p) => p.biography !== '')
    .map((p) => [p.id, p.biography] as [number, string])
    .sort((a, b) => a[0] - b[0]);
  if (biographies.length === 0) return { snapshot: s, bytes: undefined };
  const doc: SnapshotBiographies = { version: 1, source: BIOGRAPHIES_SOURCE, biographies };
  const bytes = gzipJson(doc);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    snapshot: {
      ...s,
      people: s.people.map((p) => (p.biography ? { ...p, biography: '' } : p)),
      biographies: { file: basename(file), count: biographies.length, sha256 },
    },
    bytes,
  };
}

/** Writes the snapshot (and its biographies file next to it); returns both sizes in bytes. */
export function writeSnapshot(file: string, s: CatalogSnapshot): { main: number; bios: number } {
  const { snapshot, bytes: bioBytes } = splitBiographies(s);
  const bytes = encodeSnapshot(snapshot);
  mkdirSync(dirname(file), { recursive: true });
  if (bioBytes) writeFileSync(join(dirname(file), BIOGRAPHIES_FILE), bioBytes);
  writeFileSync(file, bytes);
  return { main: bytes.length, bios: bioBytes?.length ?? 0 };
}

export const COUNTS_START = '<!-- counts:start -->';
export const COUNTS_END = '<!-- counts:end -->';
export const COVERAGE_START = '<!-- coverage:start -->';
export const COVERAGE_END = '<!-- coverage:end -->';

/** Replaces the text between two markers in a README; false if the markers are absent. */
export function updateReadmeSection(
  file: string,
  markdown: string,
  start = COUNTS_START,
  end = COUNTS_END,
): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) return false;
  const next = `${text.slice(0, a + start.length)}\n\n${markdown}\n\n${text.slice(b)}`;
  if (next !== text) writeFileSync(file, next);
  return true;
}

/** Replaces the counts section of a README; false if the markers are absent. */
export function updateReadmeCounts(file: string, markdown: string): boolean {
  return updateReadmeSection(file, markdown);
}
