import {
  byRating,
  keepOnMovieGenrePage,
  keepOnTvGenrePage,
  type PagedTitles,
} from '@unclewatch/core';

import type { SnapshotCatalog } from './snapshot-catalog';
import { releaseYear, type SnapshotTitle } from './titles';
import { toSummary } from './to-dto';

export const PAGE_SIZE = 20;

export function paginate(
  titles: readonly SnapshotTitle[],
  page: number,
  pageSize = PAGE_SIZE,
): PagedTitles {
  const start = (page - 1) * pageSize;
  return {
    page,
    results: titles.slice(start, start + pageSize).map(toSummary),
    total_pages: Math.ceil(titles.length / pageSize),
    total_results: titles.length,
  };
}

export interface MovieListQuery {
  /** Original languages to keep (any of). */
  languages?: string[];
  /** Origin countries to keep (any of). */
  countries?: string[];
}

export interface TvListQuery {
  genreId?: number;
  language?: string;
  year?: number;
  sortBy?: 'popularity.desc' | 'vote_average.desc' | 'vote_average.asc';
}

/** Listable movies by language and origin country, most popular first. */
export function moviesWhere(catalog: SnapshotCatalog, { languages, countries }: MovieListQuery) {
  return catalog
    .listable('movie')
    .filter(
      (m) =>
        (!languages || languages.includes(m.original_language)) &&
        (!countries || (m.origin_country ?? []).some((c) => countries.includes(c))),
    );
}

/** A movie genre page, with the genre-page rules of core. */
export function moviesOfGenre(catalog: SnapshotCatalog, genreId: number) {
  return catalog.listable('movie').filter((m) => keepOnMovieGenrePage(genreId, m));
}

/** The TV list with the TV genre rule (Animation apart), language, year and sort. */
export function tvWhere(catalog: SnapshotCatalog, query: TvListQuery) {
  const { genreId, language, year, sortBy } = query;
  const shows = catalog
    .listable('tv')
    .filter(
      (show) =>
        keepOnTvGenrePage(genreId, show) &&
        (!language || show.original_language === language) &&
        (!year || releaseYear(show) === year),
    );
  if (sortBy === 'vote_average.desc') shows.sort(byRating('desc'));
  if (sortBy === 'vote_average.asc') shows.sort(byRating('asc'));
  return shows;
}
