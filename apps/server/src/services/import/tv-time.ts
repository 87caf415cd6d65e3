import type { ImportEpisode } from '@unclewatch/core';

import { dayOf } from './import-row';
import type { ImportRow } from './import-row';

type CsvRecord = { [column: string]: string | undefined };

/**
 * TV Time's GDPR export, `tracking-prod-records(-v2).csv`: read by header name (columns
 * drift). Episode rows name a show and its numbers; movie rows (`movie_name`) a film.
 */
export const isTvTime = (columns: readonly string[]) =>
  (columns.includes('key') || columns.includes('type')) &&
  ((columns.includes('series_name') &&
    (columns.includes('season_number') || columns.includes('episode_number'))) ||
    columns.includes('movie_name'));

export const TV_TIME_FILE = /(^|\/)tracking-prod-records(-v\d+)?\.csv$/i;

/**
 * "Show (US)" or "Show (2013)": a trailing country or year hint (TheTVDB's way of telling
 * shows of one name apart). Both help matching: the year within a year, the country against
 * the show's origin ("UK" is GB).
 */
export function titleAndYear(name: string): {
  title: string;
  year: number | null;
  country?: string;
} {
  const hint = /\s*\((\d{4}|[A-Z]{2})\)\s*$/.exec(name);
  if (!hint) return { title: name.trim(), year: null };
  const title = name.slice(0, hint.index).trim();
  if (/^\d{4}$/.test(hint[1]!)) return { title, year: Number(hint[1]) };
  return { title, year: null, country: hint[1] === 'UK' ? 'GB' : hint[1]! };
}

const wholeNumber = (value: string | undefined) => {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** An instant TV Time writes as `2021-03-04 20:15:00` (UTC) or ISO; null when unreadable. */
function instant(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * One row per show: its episode viewings (`watch-episode-…`, `rewatch-episode-…`) in file
 * order; shows only followed (`user-series-…`) come with no viewings, on the watchlist.
 * Rows without a readable season, episode or time are skipped.
 */
export function tvTimeRows(records: readonly CsvRecord[]): ImportRow[] {
  const shows = new Map<string, ImportRow & { episodes: ImportEpisode[] }>();
  const showOf = (name: string) => {
    const key = name.trim().toLowerCase();
    let row = shows.get(key);
    if (!row) {
      const { title, year, country } = titleAndYear(name);
      row = {
        row: shows.size + 1,
        title,
        year,
        ...(country ? { country } : {}),
        type: 'tv',
        watchlist: false,
        viewings: [],
        episodes: [],
      };
      shows.set(key, row);
    }
    return row;
  };
  const movies = new Map<string, ImportRow>();
  for (const record of records) {
    const key = record.key ?? '';
    const film = (record.movie_name ?? '').trim();
    if (film) {
      movieRecord(movies, film, record);
      continue;
    }
    const name = (record.series_name ?? '').trim();
    if (!name) continue;
    if (key.startsWith('user-series-')) {
      showOf(name);
      continue;
    }
    const rewatch = key.startsWith('rewatch-episode-');
    if (!rewatch && !key.startsWith('watch-episode-')) continue;
    const season = wholeNumber(record.season_number);
    const episode = wholeNumber(record.episode_number);
    // Some exports leave created_at empty and keep the time in updated_at.
    const watchedAt = instant(record.created_at?.trim() || record.updated_at);
    if (season === null || episode === null || episode < 1 || watchedAt === null) continue;
    showOf(name).episodes.push({ season, episode, watchedAt, rewatch });
  }
  const showRows = [...shows.values()].map((row) =>
    row.episodes.length === 0 ? { ...row, watchlist: true } : row,
  );
  const movieRows = [...movies.values()].filter((m) => m.watchlist || m.viewings.length > 0);
  return [...showRows, ...movieRows.map((m, i) => ({ ...m, row: showRows.length + i + 1 }))];
}

/**
 * A film of the export: watched (`watch-movie-…`/`rewatch-movie-…`, or `type` watch/rewatch)
 * on the day of its time, or to watch (`towatch`): the watchlist.
 */
function movieRecord(movies: Map<string, ImportRow>, film: string, record: CsvRecord) {
  const year = Number.parseInt((record.release_date ?? '').slice(0, 4), 10);
  const key = `${film.toLowerCase()}:${Number.isFinite(year) ? year : ''}`;
  let row = movies.get(key);
  if (!row) {
    row = {
      row: 0,
      title: film,
      year: Number.isFinite(year) ? year : null,
      type: 'movie',
      watchlist: false,
      viewings: [],
    };
    movies.set(key, row);
  }
  const kind = `${(record.type ?? '').trim().toLowerCase()} ${record.key ?? ''}`;
  if (/^towatch|(^| )(towatch|watchlist|user-movie)/.test(kind)) {
    row.watchlist = true;
    return;
  }
  if (!/^(re)?watch\b|(^| )(re)?watch-movie/.test(kind)) return;
  const day = dayOf(instant(record.created_at?.trim() || record.updated_at) ?? undefined);
  if (day)
    row.viewings.push({ date: day, rewatch: row.viewings.length > 0 || kind.includes('rewatch') });
}
