import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync, strToU8 } from 'fflate';
import type { CatalogSnapshot } from '../../packages/core/src/catalog/snapshot.ts';

/**
 * Gzips the snapshot deterministically: fflate is pure JS (same bytes on every platform and
 * Node version), level 9, mtime 0, no file name.
 */
export function encodeSnapshot(s: CatalogSnapshot): Uint8Array {
  return gzipSync(strToU8(JSON.stringify(s)), { level: 9, mem: 12, mtime: 0 });
}

export function writeSnapshot(file: string, s: CatalogSnapshot): number {
  const bytes = encodeSnapshot(s);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes.length;
}

export const COUNTS_START = '<!-- counts:start -->';
export const COUNTS_END = '<!-- counts:end -->';

/** Replaces the text between the count markers in a README; false if the markers are absent. */
export function updateReadmeCounts(file: string, markdown: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const a = text.indexOf(COUNTS_START);
  const b = text.indexOf(COUNTS_END);
  if (a < 0 || b < a) return false;
  const next = `${text.slice(0, a + COUNTS_START.length)}\n\n${markdown}\n\n${text.slice(b)}`;
  if (next !== text) writeFileSync(file, next);
  return true;
}
