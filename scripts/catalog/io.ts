import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { rawPath } from './paths.ts';

export type CsvRow = Record<string, string>;

function parseCsv(text: string): CsvRow[] {
  return parse(text, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as CsvRow[];
}

/** Reads a CSV (header row → object keys) from a raw source folder. */
export function readCsv(...parts: string[]): CsvRow[] {
  return parseCsv(readFileSync(rawPath(...parts), 'utf8'));
}

/** Reads the single CSV inside a zip (ignoring `__MACOSX/` resource forks). */
export function readZippedCsv(...parts: string[]): CsvRow[] {
  const files = unzipSync(new Uint8Array(readFileSync(rawPath(...parts))), {
    filter: (f) => !f.name.startsWith('__MACOSX/') && f.name.endsWith('.csv'),
  });
  const names = Object.keys(files).sort();
  const first = names[0];
  if (first === undefined) throw new Error(`no CSV inside ${parts.join('/')}`);
  return parseCsv(strFromU8(files[first] as Uint8Array));
}

export function readJson(...parts: string[]): unknown {
  return JSON.parse(readFileSync(rawPath(...parts), 'utf8')) as unknown;
}

/** Reads a gzipped file from a raw source folder as text. */
export function readGzText(...parts: string[]): string {
  return gunzipSync(readFileSync(rawPath(...parts))).toString('utf8');
}

/** Reads gzipped JSON lines (one object per non-empty line). */
export function readGzJsonl<T>(...parts: string[]): T[] {
  const out: T[] = [];
  for (const line of readGzText(...parts).split('\n')) {
    if (line.trim()) out.push(JSON.parse(line) as T);
  }
  return out;
}

/** Sorted file names in a raw folder matching a predicate. */
export function listRaw(folder: string, pred: (name: string) => boolean): string[] {
  return readdirSync(rawPath(folder)).filter(pred).sort();
}

/**
 * Parses a Python-literal list of strings as written by pandas, e.g. `['Drama', "Crime"]`.
 * Returns [] for empty, `[]` or unparsable cells.
 */
export function parsePyList(cell: string | undefined): string[] {
  if (!cell) return [];
  const out: string[] = [];
  const re = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
  for (let m = re.exec(cell); m; m = re.exec(cell)) {
    const v = (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1').trim();
    if (v) out.push(v);
  }
  return out;
}

/** Splits "a, b, c" into trimmed non-empty parts. */
export function splitList(cell: string | undefined, sep = ','): string[] {
  if (!cell) return [];
  return cell
    .split(sep)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
