import {
  bad,
  dayOf,
  impliedViewing,
  rowKey,
  tenPoint,
  tooMany,
  uniqueDays,
  year,
  type ImportRow,
} from './import-row';
import { flagRewatches, mergeRows } from './merge';
import { traktHistoryEpisode, traktWatchedEpisodes } from './trakt-episodes';

// Trakt's JSON exports: history, ratings, watchlist, watched shows.

export interface TraktTitle {
  title?: unknown;
  year?: unknown;
  ids?: { imdb?: unknown; tmdb?: unknown };
}

export function traktRows(items: unknown[]): ImportRow[] {
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
