import type { ImportViewing } from '@unclewatch/core';

import {
  dayOf,
  fromStars,
  impliedViewing,
  rowKey,
  year,
  type CsvRecord,
  type ImportRow,
} from './import-row';
import { mergeRows } from './merge';

// Letterboxd's export (ratings, watchlist, watched, diary) and its import format.

export const isLetterboxd = (columns: string[]) =>
  ['Date', 'Name', 'Year', 'Letterboxd URI'].every((c) => columns.includes(c));
export type LetterboxdKind = 'ratings' | 'watchlist' | 'watched' | 'diary';

/**
 * Where each Letterboxd file goes: watchlist.csv → the watchlist; diary.csv → viewings (day,
 * rating then, rewatch); watched.csv → "seen" (an implied viewing on the day it was marked);
 * ratings.csv → the current rating (and "seen" too: Letterboxd only rates seen films).
 */
export function letterboxdRows(
  records: CsvRecord[],
  kind: LetterboxdKind,
  start: number,
): ImportRow[] {
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
export const mergeLetterboxd = (rows: ImportRow[]): ImportRow[] => mergeRows(rows, rowKey);

/** Letterboxd's import format (our diary export): Title, Year, ids, WatchedDate, Rating, Rewatch. */
export const isLetterboxdImport = (columns: string[]) =>
  ['Title', 'WatchedDate'].every((c) => columns.includes(c));

export function letterboxdImportRows(records: CsvRecord[]): ImportRow[] {
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

export function kindOf(filename: string, columns: string[]): LetterboxdKind {
  const base = filename.toLowerCase().split('/').pop() ?? '';
  if (base.startsWith('diary')) return 'diary';
  if (base.startsWith('watchlist')) return 'watchlist';
  if (base.startsWith('watched')) return 'watched';
  return columns.includes('Rating') ? 'ratings' : 'watchlist';
}
