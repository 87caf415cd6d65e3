import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, type MediaType } from '@unclewatch/core';

import { HttpError } from '../../http/errors';

/** Largest single zip entry, and all entries together, once decompressed. */
export const ZIP_ENTRY_MAX_BYTES = 5 * 1024 * 1024;
export const ZIP_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

/** One title read from an export file, before it is matched against the catalogue. */
export interface ImportRow {
  row: number;
  title: string;
  year: number | null;
  type?: MediaType;
  imdbId?: string;
  tmdbId?: number;
  rating?: number;
  watchlist: boolean;
  /** ISO-ish date of the rating or log, used to pick the latest of overlapping rows. */
  date?: string;
}

export interface ParsedImport {
  format: string;
  rows: ImportRow[];
}

const bad = (message: string) => new HttpError(400, message);

function tooMany(count: number): void {
  if (count > IMPORT_MAX_ROWS)
    throw bad(`The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`);
}

type Record = { [column: string]: string | undefined };

function readCsv(text: string, name: string): Record[] {
  try {
    const records = parseCsv(text.replace(/^\uFEFF/, ''), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Record[];
    tooMany(records.length);
    return records;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw bad(`${name} is not a readable CSV file: ${(err as Error).message.split('\n')[0]}`);
  }
}

const year = (value: string | undefined): number | null => {
  const n = Number.parseInt((value ?? '').trim().slice(0, 4), 10);
  return Number.isFinite(n) && n > 1800 && n < 2200 ? n : null;
};

/** IMDb and Trakt ratings are already 1–10; anything else is dropped. */
function tenPoint(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n)) return undefined;
  const r = Math.round(n);
  return r >= 1 && r <= 10 ? r : undefined;
}

/** Letterboxd stars (0.5–5) doubled onto 1–10. */
function fromStars(value: string | undefined): number | undefined {
  const n = Number.parseFloat(value ?? '');
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return Math.min(10, Math.max(1, Math.round(n * 2)));
}

const isLetterboxd = (columns: string[]) =>
  ['Date', 'Name', 'Year', 'Letterboxd URI'].every((c) => columns.includes(c));
const isImdb = (columns: string[]) => ['Const', 'Title', 'Year'].every((c) => columns.includes(c));

type LetterboxdKind = 'ratings' | 'watchlist' | 'watched' | 'diary';

function letterboxdRows(records: Record[], kind: LetterboxdKind, start: number): ImportRow[] {
  return records.map((r, i) => {
    const rating = fromStars(r.Rating);
    const row: ImportRow = {
      row: start + i,
      title: r.Name ?? '',
      year: year(r.Year),
      type: 'movie',
      watchlist: kind !== 'ratings',
      date: r.Date ?? '',
    };
    if (rating !== undefined) row.rating = rating;
    return row;
  });
}

/** Several Letterboxd files list the same film: one row each, latest rating wins. */
function mergeLetterboxd(rows: ImportRow[]): ImportRow[] {
  const byKey = new Map<string, ImportRow>();
  for (const row of rows) {
    const key = `${row.title.toLowerCase()}|${row.year ?? ''}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...row });
      continue;
    }
    seen.watchlist ||= row.watchlist;
    if (
      row.rating !== undefined &&
      (seen.rating === undefined || (row.date ?? '') >= (seen.date ?? ''))
    ) {
      seen.rating = row.rating;
      seen.date = row.date ?? '';
    }
  }
  return [...byKey.values()];
}

function kindOf(filename: string, columns: string[]): LetterboxdKind {
  const base = filename.toLowerCase().split('/').pop() ?? '';
  if (base.startsWith('diary')) return 'diary';
  if (base.startsWith('watchlist')) return 'watchlist';
  if (base.startsWith('watched')) return 'watched';
  return columns.includes('Rating') ? 'ratings' : 'watchlist';
}

function imdbRows(records: Record[]): ImportRow[] {
  return records.map((r, i) => {
    const titleType = (r['Title Type'] ?? '').toLowerCase();
    const ownType = r.Type === 'tv' || r.Type === 'movie' ? r.Type : undefined;
    const tv = /tv ?(series|mini|show)|tvseries|tvminiseries/.test(titleType);
    const rating = tenPoint(r['Your Rating']);
    const inWatchlist = r['In Watchlist'];
    const row: ImportRow = {
      row: i + 1,
      title: r.Title ?? '',
      year: year(r.Year),
      type: ownType ?? (tv ? 'tv' : titleType ? 'movie' : undefined),
      watchlist:
        inWatchlist !== undefined
          ? inWatchlist.toLowerCase() === 'true'
          : r.Position !== undefined || r.Created !== undefined || rating === undefined,
      date: r['Date Rated'] ?? r.Created ?? '',
    };
    if (row.type === undefined) delete row.type;
    if (/^tt\d+$/i.test(r.Const ?? '')) row.imdbId = r.Const!.toLowerCase();
    const tmdb = Number.parseInt(r['TMDb Id'] ?? '', 10);
    if (tmdb > 0) row.tmdbId = tmdb;
    if (rating !== undefined) row.rating = rating;
    return row;
  });
}

interface TraktTitle {
  title?: unknown;
  year?: unknown;
  ids?: { imdb?: unknown; tmdb?: unknown };
}

function traktRows(items: unknown[]): ImportRow[] {
  tooMany(items.length);
  const rows: ImportRow[] = [];
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object') throw bad(`Trakt item ${i + 1} is not an object`);
    const it = item as {
      movie?: TraktTitle;
      show?: TraktTitle;
      rating?: unknown;
      rated_at?: unknown;
    };
    const subject = it.movie ?? it.show;
    if (!subject || typeof subject !== 'object')
      throw bad(`Trakt item ${i + 1} has neither a movie nor a show`);
    const rating = tenPoint(it.rating);
    const row: ImportRow = {
      row: i + 1,
      title: typeof subject.title === 'string' ? subject.title : '',
      year: typeof subject.year === 'number' ? subject.year : year(String(subject.year ?? '')),
      type: it.movie ? 'movie' : 'tv',
      watchlist: rating === undefined,
      date: typeof it.rated_at === 'string' ? it.rated_at : '',
    };
    const imdb = subject.ids?.imdb;
    if (typeof imdb === 'string' && /^tt\d+$/i.test(imdb)) row.imdbId = imdb.toLowerCase();
    const tmdb = subject.ids?.tmdb;
    if (typeof tmdb === 'number' && tmdb > 0) row.tmdbId = tmdb;
    if (rating !== undefined) row.rating = rating;
    rows.push(row);
  });
  return rows;
}

/** Our own JSON export: watchlist entries and ratings, matched by id. */
function ownExportRows(data: { watchlist?: unknown; ratings?: unknown }): ImportRow[] {
  const rows = new Map<string, ImportRow>();
  const list = (v: unknown) =>
    Array.isArray(v)
      ? (v as { type?: unknown; titleId?: unknown; title?: unknown; rating?: unknown }[])
      : [];
  let n = 0;
  const take = (e: { type?: unknown; titleId?: unknown; title?: unknown }, watchlist: boolean) => {
    const type = e.type === 'tv' ? 'tv' : 'movie';
    const id = Number(e.titleId);
    const key = `${type}:${id}`;
    let row = rows.get(key);
    if (!row) {
      row = { row: ++n, title: String(e.title ?? ''), year: null, type, tmdbId: id, watchlist };
      rows.set(key, row);
    }
    row.watchlist ||= watchlist;
    return row;
  };
  for (const e of list(data.watchlist)) take(e, true);
  for (const e of list(data.ratings)) {
    const rating = tenPoint(e.rating);
    const row = take(e, false);
    if (rating !== undefined) row.rating = rating;
  }
  tooMany(rows.size);
  return [...rows.values()];
}

function parseText(filename: string, text: string): ParsedImport {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw bad(`${filename} is not valid JSON`);
    }
    if (Array.isArray(data)) return { format: 'trakt', rows: traktRows(data) };
    if (data && typeof data === 'object' && ('watchlist' in data || 'ratings' in data))
      return { format: 'unclewatch', rows: ownExportRows(data) };
    throw bad(`${filename} is not a Trakt or UncleWatch export`);
  }
  const records = readCsv(text, filename);
  const columns = Object.keys(records[0] ?? {});
  if (records.length === 0) {
    const header = text.split(/\r?\n/, 1)[0] ?? '';
    columns.push(...header.split(',').map((c) => c.trim()));
  }
  if (isLetterboxd(columns)) {
    const kind = kindOf(filename, columns);
    return { format: `letterboxd-${kind}`, rows: letterboxdRows(records, kind, 1) };
  }
  if (isImdb(columns)) return { format: 'imdb', rows: imdbRows(records) };
  throw bad(`${filename} is not a known export: expected Letterboxd, IMDb or Trakt columns`);
}

function parseZip(filename: string, bytes: Uint8Array): ParsedImport {
  let total = 0;
  let files: { [name: string]: Uint8Array };
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (
          file.originalSize > ZIP_ENTRY_MAX_BYTES ||
          (total += file.originalSize) > ZIP_TOTAL_MAX_BYTES
        )
          throw bad('Refusing this zip: it expands too much (a zip bomb?)');
        return /(^|\/)(ratings|watchlist|watched|diary)\.csv$/i.test(file.name);
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw bad(`${filename} is not a readable zip file`);
  }
  const rows: ImportRow[] = [];
  const order: LetterboxdKind[] = ['watchlist', 'watched', 'diary', 'ratings'];
  const entries = Object.entries(files).sort(
    ([a], [b]) => order.indexOf(kindOf(a, [])) - order.indexOf(kindOf(b, [])),
  );
  if (entries.length === 0) throw bad(`${filename} holds no Letterboxd CSV files`);
  for (const [name, data] of entries) {
    if (data.length > ZIP_ENTRY_MAX_BYTES)
      throw bad('Refusing this zip: it expands too much (a zip bomb?)');
    const records = readCsv(new TextDecoder().decode(data), name);
    const columns = Object.keys(records[0] ?? {});
    if (records.length > 0 && !isLetterboxd(columns))
      throw bad(`${name} does not have Letterboxd columns`);
    rows.push(...letterboxdRows(records, kindOf(name, columns), rows.length + 1));
    tooMany(rows.length);
  }
  const merged = mergeLetterboxd(rows).map((r, i) => ({ ...r, row: i + 1 }));
  return { format: 'letterboxd-zip', rows: merged };
}

/** Decodes and reads an upload; every refusal is a 400/413 with a message a person can act on. */
export function parseImportFile(filename: string, contentBase64: string): ParsedImport {
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(contentBase64))
    throw bad('contentBase64 is not valid base64');
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > IMPORT_MAX_FILE_BYTES)
    throw new HttpError(413, `The file is larger than ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`);
  if (bytes.length === 0) throw bad('The file is empty');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return parseZip(filename, bytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw bad(`${filename} is not a zip, CSV or JSON file`);
  return parseText(filename, text);
}
