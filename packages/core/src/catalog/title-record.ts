import type { MediaType } from '../api/catalog';
import type { SnapshotMovie, SnapshotTv } from './snapshot';

/**
 * A movie or show with the facts the catalogue holds about it: TMDB's fields plus keywords,
 * credits, trailers and streaming where known. The embedded snapshot stores titles in this
 * shape, and the catalogue port's record look-ups answer in it in every mode.
 */
export type TitleRecord = SnapshotMovie | SnapshotTv;

export function isMovie(title: TitleRecord): title is SnapshotMovie {
  return 'title' in title;
}

export function mediaTypeOf(title: TitleRecord): MediaType {
  return isMovie(title) ? 'movie' : 'tv';
}

export function displayTitle(title: TitleRecord): string {
  return isMovie(title) ? title.title : title.name;
}

/** The title and its original-language title (which search and matching also accept). */
export function titleNames(title: TitleRecord): string[] {
  return isMovie(title) ? [title.title, title.original_title] : [title.name, title.original_name];
}

export function releaseDate(title: TitleRecord): string {
  return isMovie(title) ? title.release_date : title.first_air_date;
}

export function releaseYear(title: TitleRecord): number | null {
  const year = Number.parseInt(releaseDate(title).slice(0, 4), 10);
  return Number.isFinite(year) ? year : null;
}

/** "movie:27205": a title's kind and id, one key for sets and maps. */
export const titleKey = (title: TitleRecord): string => `${mediaTypeOf(title)}:${title.id}`;

/** The titles in order, each movie or show once (by kind and id). */
export function uniqueTitles<T extends TitleRecord>(titles: readonly T[]): T[] {
  const seen = new Set<string>();
  return titles.filter((t) => {
    const key = titleKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
