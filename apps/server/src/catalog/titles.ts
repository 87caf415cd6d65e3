import type { MediaType, SnapshotMovie, SnapshotTv } from '@unclewatch/core';

/** A movie or TV show as the snapshot holds it. */
export type SnapshotTitle = SnapshotMovie | SnapshotTv;

export function isMovie(title: SnapshotTitle): title is SnapshotMovie {
  return 'title' in title;
}

export function mediaTypeOf(title: SnapshotTitle): MediaType {
  return isMovie(title) ? 'movie' : 'tv';
}

export function displayTitle(title: SnapshotTitle): string {
  return isMovie(title) ? title.title : title.name;
}

/** The title and its original-language title (which search and matching also accept). */
export function titleNames(title: SnapshotTitle): string[] {
  return isMovie(title) ? [title.title, title.original_title] : [title.name, title.original_name];
}

export function releaseDate(title: SnapshotTitle): string {
  return isMovie(title) ? title.release_date : title.first_air_date;
}

export function releaseYear(title: SnapshotTitle): number | null {
  const year = Number.parseInt(releaseDate(title).slice(0, 4), 10);
  return Number.isFinite(year) ? year : null;
}
