import type {
  EpisodeViewingExport,
  LibraryExport,
  MediaType,
  UserRating,
  WatchedEntry,
} from '@unclewatch/core';

import type { TitleFacts } from '../../providers/catalog/index';
import { csvCell } from './csv-cell';

// The export files' text: IMDb-style CSV of the library and Letterboxd's diary import format.

const csvText = (lines: string[][]) =>
  lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** One episode viewing as a CSV row: the show in the title columns, type `episode`. */
const episodeCsvRow = (e: EpisodeViewingExport): string[] => [
  '',
  '',
  '',
  e.show,
  'TV Episode',
  '',
  String(e.showId),
  'episode',
  'false',
  String(e.season),
  String(e.episode),
  e.watchedAt,
  e.rewatch ? 'true' : '',
];

/** A title of the CSV export: on the watchlist, rated, or both. */
export interface CsvTitleRow {
  type: MediaType;
  id: number;
  title: string;
  rating?: UserRating;
  saved: boolean;
}

/** One row per title of the watchlist and the ratings. */
export function csvTitleRows(
  watchlist: LibraryExport['watchlist'],
  ratings: LibraryExport['ratings'],
): CsvTitleRow[] {
  const rows = new Map<string, CsvTitleRow>();
  for (const e of watchlist)
    rows.set(`${e.type}:${e.titleId}`, {
      type: e.type,
      id: e.titleId,
      title: e.title,
      saved: true,
    });
  for (const r of ratings) {
    const key = `${r.type}:${r.titleId}`;
    const row = rows.get(key) ?? { type: r.type, id: r.titleId, title: r.title, saved: false };
    row.rating = r;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** IMDb-compatible columns first, then ours; episode viewings after the titles. */
export function libraryCsv(
  rows: readonly CsvTitleRow[],
  facts: readonly (TitleFacts | null)[],
  episodes: readonly EpisodeViewingExport[],
): string {
  const lines = [
    [
      'Const',
      'Your Rating',
      'Date Rated',
      'Title',
      'Title Type',
      'Year',
      'TMDb Id',
      'Type',
      'In Watchlist',
      'Season',
      'Episode',
      'Watched At',
      'Rewatch',
    ],
  ];
  for (const [i, row] of rows.entries()) {
    const title = facts[i];
    lines.push([
      title?.imdbId ?? '',
      row.rating ? String(row.rating.rating) : '',
      row.rating ? row.rating.timestamp.slice(0, 10) : '',
      row.title,
      row.type === 'tv' ? 'TV Series' : 'Movie',
      String(title?.year ?? ''),
      String(row.id),
      row.type,
      String(row.saved),
      ...['', '', '', ''],
    ]);
  }
  for (const e of episodes) lines.push(episodeCsvRow(e));
  return csvText(lines);
}

/**
 * The diary in Letterboxd's import format (Title, Year, tmdbID, imdbID, WatchedDate, Rating in
 * stars, Rewatch): films only, with their facts in the same order.
 */
export function diaryCsv(
  films: readonly WatchedEntry[],
  facts: readonly (TitleFacts | null)[],
): string {
  const lines = [['Title', 'Year', 'tmdbID', 'imdbID', 'WatchedDate', 'Rating', 'Rewatch']];
  for (const [i, e] of films.entries()) {
    lines.push([
      e.title,
      String(facts[i]?.year ?? ''),
      String(e.titleId),
      facts[i]?.imdbId ?? '',
      e.date,
      e.rating === null ? '' : String(e.rating / 2),
      e.rewatch ? 'Yes' : '',
    ]);
  }
  return csvText(lines);
}
