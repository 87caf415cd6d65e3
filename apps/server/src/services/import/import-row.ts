import {
  IMPORT_MAX_ROWS,
  isCalendarDay,
  type ImportEpisode,
  type ImportViewing,
  type MediaType,
} from '@unclewatch/core';

import { DomainError } from '../../domain/domain-error';

// What every import format reads into, and the small readers they share.

/** One title read from an export file, before it is matched against the catalogue. */
export interface ImportRow {
  row: number;
  title: string;
  year: number | null;
  type?: MediaType;
  imdbId?: string;
  tmdbId?: number;
  /** TheTVDB series id of a show (TV Time's `s_id`): the anime map's key. */
  tvdbId?: number;
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
export function dayOf(value: string | undefined): string | undefined {
  const day = (value ?? '').trim().slice(0, 10);
  return isCalendarDay(day) ? day : undefined;
}

/** "Rated, so seen": logged on the rating's day, or today when the file gives none. */
export function impliedViewing(
  rating: number | undefined,
  date: string | undefined,
): ImportViewing {
  const viewing: ImportViewing = {
    date: dayOf(date) ?? new Date().toISOString().slice(0, 10),
    rewatch: false,
    implied: true,
  };
  if (rating !== undefined) viewing.rating = rating;
  return viewing;
}

/** One key per title as a file names it: ids first, else type, title and year. */
export const rowKey = (row: ImportRow) =>
  row.tmdbId
    ? `${row.type ?? 'movie'}:tmdb:${row.tmdbId}`
    : row.imdbId
      ? `imdb:${row.imdbId}`
      : `${row.type ?? ''}:${row.title.toLowerCase()}|${row.year ?? ''}`;

export interface ParsedImport {
  format: string;
  rows: ImportRow[];
}

export const bad = (message: string) => new DomainError('invalid', message);

export function tooMany(count: number): void {
  if (count > IMPORT_MAX_ROWS)
    throw bad(`The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`);
}

/** A CSV row by column name. */
export type CsvRecord = { [column: string]: string | undefined };

export const year = (value: string | undefined): number | null => {
  const n = Number.parseInt((value ?? '').trim().slice(0, 4), 10);
  return Number.isFinite(n) && n > 1800 && n < 2200 ? n : null;
};

/** IMDb and Trakt ratings are already 1–10; anything else is dropped. */
export function tenPoint(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n)) return undefined;
  const r = Math.round(n);
  return r >= 1 && r <= 10 ? r : undefined;
}

/** Letterboxd stars (0.5–5) doubled onto 1–10. */
export function fromStars(value: string | undefined): number | undefined {
  const n = Number.parseFloat(value ?? '');
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return Math.min(10, Math.max(1, Math.round(n * 2)));
}

export function uniqueDays(viewings: ImportViewing[]): ImportViewing[] {
  const seen = new Set<string>();
  return viewings.filter((v) => !seen.has(v.date) && Boolean(seen.add(v.date)));
}
