import { impliedViewing, tenPoint, year, type CsvRecord, type ImportRow } from './import-row';

// IMDb's ratings and watchlist CSV.

export const isImdb = (columns: string[]) =>
  ['Const', 'Title', 'Year'].every((c) => columns.includes(c));

export function imdbRows(records: CsvRecord[]): ImportRow[] {
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
