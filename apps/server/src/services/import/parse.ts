import { parse as parseCsv } from 'csv-parse/sync';

import { IMPORT_MAX_FILE_BYTES } from '@unclewatch/core';

import { DomainError } from '../../domain/domain-error';
import { imdbRows, isImdb } from './imdb';
import { bad, tooMany, type CsvRecord, type ImportRow, type ParsedImport } from './import-row';
import {
  isLetterboxd,
  isLetterboxdImport,
  kindOf,
  type LetterboxdKind,
  letterboxdImportRows,
  letterboxdRows,
  mergeLetterboxd,
} from './letterboxd';
import { attachEpisodes, isOwnEpisodeRecord, ownCsvEpisode } from './own-episodes';
import { ownExportRows } from './own-export';
import { traktRows } from './trakt';
import { isTvTime, TV_TIME_FILE, tvTimeRows } from './tv-time';
import {
  isTvTimeSeen,
  TV_TIME_FOLLOWED_FILE,
  TV_TIME_SEEN_FILE,
  TV_TIME_USER_FILE,
  tvTimeSeenRows,
  tvTimeZone,
} from './tv-time-seen';
import { inflateZipEntries, listZipEntries } from './zip-reader';

export type { ImportRow, ParsedImport } from './import-row';

/** Longest line (record) of an export file read, in characters. */
const RECORD_MAX = 64 * 1024;
/** Longest cell kept: titles, names and dates are far shorter. */
const CELL_MAX = 500;

function readCsv(text: string, name: string): CsvRecord[] {
  try {
    const records = parseCsv(text.replace(/^\uFEFF/, ''), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // Issue #39: a line longer than any real export's is refused as it is read (a 4.9 MB
      // show name stalled the loop and came back whole in the preview), and a cell keeps at
      // most CELL_MAX characters.
      max_record_size: RECORD_MAX,
      // Our own export guards formula-like cells with an apostrophe (csvCell): take it off.
      cast: (value) => value.slice(0, CELL_MAX).replace(/^'(?=[=+\-@\t\r])/, ''),
    }) as CsvRecord[];
    tooMany(records.length);
    return records;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw bad(`${name} is not a readable CSV file: ${(err as Error).message.split('\n')[0]}`);
  }
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
    if (
      data &&
      typeof data === 'object' &&
      ('watchlist' in data || 'ratings' in data || 'watched' in data || 'episodes' in data)
    )
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
  if (isLetterboxdImport(columns))
    return { format: 'letterboxd-diary', rows: letterboxdImportRows(records) };
  if (isImdb(columns)) {
    // Our own CSV export adds `episode` rows (an episode viewing each) after the titles.
    const titles = records.filter((r) => !isOwnEpisodeRecord(r));
    const episodes = records.filter(isOwnEpisodeRecord).flatMap((r) => ownCsvEpisode(r) ?? []);
    return { format: 'imdb', rows: attachEpisodes(imdbRows(titles), episodes) };
  }
  if (isTvTime(columns)) return { format: 'tvtime', rows: tvTimeRows(records) };
  if (isTvTimeSeen(columns)) return { format: 'tvtime', rows: tvTimeSeenRows(records, []) };
  throw bad(
    `${filename} is not a known export: expected Letterboxd, IMDb, Trakt or TV Time columns`,
  );
}

function parseZip(filename: string, bytes: Uint8Array): ParsedImport {
  const listed = listZipEntries(filename, bytes);
  // The newest tracking file when there are several (…-v2 before the unversioned one).
  const tvTime = listed
    .filter((entry) => TV_TIME_FILE.test(entry.name))
    .sort((a, b) => b.name.localeCompare(a.name));
  if (tvTime.length > 0) {
    const [file] = inflateZipEntries(bytes, tvTime.slice(0, 1));
    return parseText(file!.name, new TextDecoder().decode(file!.data));
  }
  const seen = listed.filter((entry) => TV_TIME_SEEN_FILE.test(entry.name));
  if (seen.length > 0) return parseTvTimeSeen(bytes, listed, seen);
  const wanted = listed.filter((entry) =>
    /(^|\/)(ratings|watchlist|watched|diary)\.csv$/i.test(entry.name),
  );
  const files = inflateZipEntries(bytes, wanted);
  const rows: ImportRow[] = [];
  const order: LetterboxdKind[] = ['watchlist', 'watched', 'diary', 'ratings'];
  const entries = files.sort(
    (a, b) => order.indexOf(kindOf(a.name, [])) - order.indexOf(kindOf(b.name, [])),
  );
  if (entries.length === 0) throw bad(`${filename} holds no Letterboxd CSV files`);
  for (const { name, data } of entries) {
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

/** An export without the tracking file: its seen episodes, followed shows and time zone. */
function parseTvTimeSeen(
  bytes: Uint8Array,
  entries: ReturnType<typeof listZipEntries>,
  seen: ReturnType<typeof listZipEntries>,
): ParsedImport {
  const pick = (pattern: RegExp) => entries.filter((e) => pattern.test(e.name)).slice(0, 1);
  // seen_episode.csv before seen_episode_source.csv: the first is the whole history.
  const [seenFile] = [...seen].sort((a, b) => a.name.length - b.name.length);
  const files = inflateZipEntries(bytes, [
    seenFile!,
    ...pick(TV_TIME_FOLLOWED_FILE),
    ...pick(TV_TIME_USER_FILE),
  ]);
  const read = (pattern: RegExp) => {
    const file = files.find((f) => pattern.test(f.name));
    return file ? readCsv(new TextDecoder().decode(file.data), file.name) : [];
  };
  const records = read(TV_TIME_SEEN_FILE);
  if (records.length > 0 && !isTvTimeSeen(Object.keys(records[0]!)))
    throw bad(`${seenFile!.name} does not have TV Time's seen-episode columns`);
  const rows = tvTimeSeenRows(
    records,
    read(TV_TIME_FOLLOWED_FILE),
    tvTimeZone(read(TV_TIME_USER_FILE)),
  );
  tooMany(rows.length);
  return { format: 'tvtime', rows };
}

/** Decodes an upload and refuses what is cheap to refuse: bad base64, too large, empty. */
export function decodeImportFile(contentBase64: string): Buffer {
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(contentBase64))
    throw bad('contentBase64 is not valid base64');
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > IMPORT_MAX_FILE_BYTES)
    throw new DomainError(
      'too_large',
      `The file is larger than ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
    );
  if (bytes.length === 0) throw bad('The file is empty');
  return bytes;
}

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** Reads an upload; every refusal is a 400/413 with a message a person can act on. */
export function parseImportFile(filename: string, contentBase64: string): ParsedImport {
  const bytes = decodeImportFile(contentBase64);
  if (isZip(bytes)) return parseZip(filename, bytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw bad(`${filename} is not a zip, CSV or JSON file`);
  return parseText(filename, text);
}
