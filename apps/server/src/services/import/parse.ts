import { parse as parseCsv } from 'csv-parse/sync';

import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  isCalendarDay,
  type ImportEpisode,
  type ImportViewing,
  type MediaType,
} from '@unclewatch/core';

import { DomainError } from '../domain-error';
import { inflateZipEntries, listZipEntries } from './zip-reader';
import { flagRewatches, mergeRows } from './merge';
import { isTvTime, TV_TIME_FILE, tvTimeRows } from './tv-time';
import { attachEpisodes, isOwnEpisodeRecord, ownCsvEpisode, ownJsonEpisodes } from './own-episodes';
import { traktHistoryEpisode, traktWatchedEpisodes } from './trakt-episodes';

/** One title read from an export file, before it is matched against the catalogue. */
export interface ImportRow {
  row: number;
  title: string;
  year: number | null;
  type?: MediaType;
  imdbId?: string;
  tmdbId?: number;
  /** A country hint of the show's name ("(US)", "(UK)" as GB). */
  country?: string;
  /** The current rating (a ratings file); viewings carry the rating given at the time. */
  rating?: number;
  watchlist: boolean;
  /** ISO-ish date of the rating or log, used to pick the latest of overlapping rows. */
  date?: string;
  /** Diary / history entries; a rated-only title gets one implied viewing (see merge.ts). */
  viewings: ImportViewing[];
  /** Episode viewings of a show (TV Time). */
  episodes?: ImportEpisode[];
}

/** The calendar day of a date or timestamp, if it is one. */
function dayOf(value: string | undefined): string | undefined {
  const day = (value ?? '').trim().slice(0, 10);
  return isCalendarDay(day) ? day : undefined;
}

/** "Rated, so seen": logged on the rating's day, or today when the file gives none. */
function impliedViewing(rating: number | undefined, date: string | undefined): ImportViewing {
  const viewing: ImportViewing = {
    date: dayOf(date) ?? new Date().toISOString().slice(0, 10),
    rewatch: false,
    implied: true,
  };
  if (rating !== undefined) viewing.rating = rating;
  return viewing;
}

/** One key per title as a file names it: ids first, else type, title and year. */
const rowKey = (row: ImportRow) =>
  row.tmdbId
    ? `${row.type ?? 'movie'}:tmdb:${row.tmdbId}`
    : row.imdbId
      ? `imdb:${row.imdbId}`
      : `${row.type ?? ''}:${row.title.toLowerCase()}|${row.year ?? ''}`;

export interface ParsedImport {
  format: string;
  rows: ImportRow[];
}

const bad = (message: string) => new DomainError('invalid', message);

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
      // Our own export guards formula-like cells with an apostrophe (csvCell): take it off.
      cast: (value) => value.replace(/^'(?=[=+\-@\t\r])/, ''),
    }) as Record[];
    tooMany(records.length);
    return records;
  } catch (err) {
    if (err instanceof DomainError) throw err;
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

/**
 * Where each Letterboxd file goes: watchlist.csv → the watchlist; diary.csv → viewings (day,
 * rating then, rewatch); watched.csv → "seen" (an implied viewing on the day it was marked);
 * ratings.csv → the current rating (and "seen" too: Letterboxd only rates seen films).
 */
function letterboxdRows(records: Record[], kind: LetterboxdKind, start: number): ImportRow[] {
  return records.map((r, i) => {
    const stars = fromStars(r.Rating);
    const row: ImportRow = {
      row: start + i,
      title: r.Name ?? '',
      year: year(r.Year),
      type: 'movie',
      watchlist: kind === 'watchlist',
      date: r.Date ?? '',
      viewings: [],
    };
    if (kind === 'ratings') {
      if (stars !== undefined) row.rating = stars;
      row.viewings.push(impliedViewing(stars, r.Date));
    } else if (kind === 'watched') {
      row.viewings.push(impliedViewing(undefined, r.Date));
    } else if (kind === 'diary') {
      const day = dayOf(r['Watched Date']) ?? dayOf(r.Date);
      const viewing: ImportViewing = { date: day ?? '', rewatch: /^yes$/i.test(r.Rewatch ?? '') };
      if (stars !== undefined) viewing.rating = stars;
      if (day) row.viewings.push(viewing);
    }
    return row;
  });
}

/** Several Letterboxd files list the same film: one row (see mergeRows). */
const mergeLetterboxd = (rows: ImportRow[]): ImportRow[] => mergeRows(rows, rowKey);

/** Letterboxd's import format (our diary export): Title, Year, ids, WatchedDate, Rating, Rewatch. */
const isLetterboxdImport = (columns: string[]) =>
  ['Title', 'WatchedDate'].every((c) => columns.includes(c));

function letterboxdImportRows(records: Record[]): ImportRow[] {
  const rows = records.map((r, i) => {
    const stars = fromStars(r.Rating);
    const row: ImportRow = {
      row: i + 1,
      title: r.Title ?? '',
      year: year(r.Year),
      type: 'movie',
      watchlist: false,
      viewings: [],
    };
    const day = dayOf(r.WatchedDate);
    if (day) {
      const viewing: ImportViewing = { date: day, rewatch: /^(yes|true)$/i.test(r.Rewatch ?? '') };
      if (stars !== undefined) viewing.rating = stars;
      row.viewings.push(viewing);
    }
    const tmdb = Number.parseInt(r.tmdbID ?? '', 10);
    if (tmdb > 0) row.tmdbId = tmdb;
    if (/^tt\d+$/i.test(r.imdbID ?? '')) row.imdbId = r.imdbID!.toLowerCase();
    return row;
  });
  return mergeRows(rows, rowKey).map((r, i) => ({ ...r, row: i + 1 }));
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
      viewings: [],
    };
    // A rating off the watchlist means "seen" (IMDb has no diary).
    if (rating !== undefined && !row.watchlist)
      row.viewings.push(impliedViewing(rating, r['Date Rated']));
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
      watched_at?: unknown;
      episode?: unknown;
      season?: unknown;
      seasons?: unknown;
    };
    const subject = it.movie ?? it.show;
    if (!subject || typeof subject !== 'object')
      throw bad(`Trakt item ${i + 1} has neither a movie nor a show`);
    // An episode (history) or a show's watched episodes become episode viewings of the show.
    const episodes = it.movie
      ? []
      : [traktHistoryEpisode(it) ?? [], traktWatchedEpisodes(it)].flat();
    // The rating of an episode or a season is not the show's.
    const rating = it.episode || it.season ? undefined : tenPoint(it.rating);
    const watchedOn =
      episodes.length > 0 || it.episode
        ? undefined
        : dayOf(typeof it.watched_at === 'string' ? it.watched_at : undefined);
    const ratedAt = typeof it.rated_at === 'string' ? it.rated_at : '';
    const row: ImportRow = {
      row: i + 1,
      title: typeof subject.title === 'string' ? subject.title : '',
      year: typeof subject.year === 'number' ? subject.year : year(String(subject.year ?? '')),
      type: it.movie ? 'movie' : 'tv',
      // Trakt's watchlist export is the one whose rows have neither a rating nor a viewing.
      watchlist:
        rating === undefined &&
        watchedOn === undefined &&
        episodes.length === 0 &&
        !it.episode &&
        !it.season,
      date: ratedAt,
      viewings: watchedOn
        ? [{ date: watchedOn, rewatch: false }]
        : rating !== undefined
          ? [impliedViewing(rating, ratedAt)]
          : [],
    };
    if (episodes.length > 0) row.episodes = episodes;
    const imdb = subject.ids?.imdb;
    if (typeof imdb === 'string' && /^tt\d+$/i.test(imdb)) row.imdbId = imdb.toLowerCase();
    const tmdb = subject.ids?.tmdb;
    if (typeof tmdb === 'number' && tmdb > 0) row.tmdbId = tmdb;
    if (rating !== undefined) row.rating = rating;
    rows.push(row);
  });
  const merged = mergeRows(rows, rowKey).map((r, i) => ({ ...r, row: i + 1 }));
  for (const row of merged) {
    // History rows of a show that name no episode: one viewing of the show a day.
    if (row.type === 'tv') row.viewings = uniqueDays(row.viewings);
    row.viewings = flagRewatches(row.viewings);
  }
  return merged;
}

function uniqueDays(viewings: ImportViewing[]): ImportViewing[] {
  const seen = new Set<string>();
  return viewings.filter((v) => !seen.has(v.date) && Boolean(seen.add(v.date)));
}

/** Our own JSON export: watchlist entries, ratings, the diary and episodes, matched by id. */
function ownExportRows(data: {
  watchlist?: unknown;
  ratings?: unknown;
  watched?: unknown;
  episodes?: unknown;
}): ImportRow[] {
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
      row = {
        row: ++n,
        title: String(e.title ?? ''),
        year: null,
        type,
        tmdbId: id,
        watchlist,
        viewings: [],
      };
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
  const diary = Array.isArray(data.watched)
    ? (data.watched as { date?: unknown; rating?: unknown; rewatch?: unknown }[])
    : [];
  for (const e of diary) {
    const day = dayOf(typeof e.date === 'string' ? e.date : undefined);
    if (!day) continue;
    const viewing: ImportViewing = { date: day, rewatch: e.rewatch === true };
    const rating = tenPoint(e.rating);
    if (rating !== undefined) viewing.rating = rating;
    take(e as { type?: unknown; titleId?: unknown; title?: unknown }, false).viewings.push(viewing);
  }
  const episodes = ownJsonEpisodes(data.episodes);
  tooMany(rows.size + episodes.length);
  return attachEpisodes([...rows.values()], episodes);
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
  throw bad(
    `${filename} is not a known export: expected Letterboxd, IMDb, Trakt or TV Time columns`,
  );
}

function parseZip(filename: string, bytes: Uint8Array): ParsedImport {
  const tvTime = listZipEntries(filename, bytes).filter((entry) => TV_TIME_FILE.test(entry.name));
  if (tvTime.length > 0) {
    const [file] = inflateZipEntries(bytes, tvTime.slice(0, 1));
    return parseText(file!.name, new TextDecoder().decode(file!.data));
  }
  const wanted = listZipEntries(filename, bytes).filter((entry) =>
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
