import type { UnclePick } from '@unclewatch/core';
import { listSectionOf, type ListSection } from '@unclewatch/core/browser';

/** Spec §9: each section shows 8 at first; Load More adds 8. */
export const PICKS_PAGE_SIZE = 8;

export type PickSection = ListSection;
export type PickTypeFilter = 'all' | PickSection;
export type PickSort = 'rating-desc' | 'rating-asc' | 'added-desc' | 'added-asc';

export const sections: readonly { key: PickSection; title: string }[] = [
  { key: 'movie', title: 'Movies' },
  { key: 'tv', title: 'TV Shows' },
  { key: 'animation', title: 'Animation' },
];

/** Spec §5: animation is any item with genre 16; movies and TV exclude it (core's rule). */
export function sectionOf(pick: Pick<UnclePick, 'type' | 'genre_ids'>): PickSection {
  return listSectionOf(pick);
}

export interface PickFilters {
  type: PickTypeFilter;
  /** A genre id as text, or '' for all. */
  genre: string;
  /** A language code, or '' for all. */
  language: string;
  sort: PickSort;
}

export const defaultFilters: PickFilters = {
  type: 'all',
  genre: '',
  language: '',
  sort: 'rating-desc',
};

/** By the Uncle Score the cards show; a pick without one goes last either way. */
const byScore =
  (direction: 1 | -1) =>
  (a: UnclePick, b: UnclePick): number => {
    if (a.uncleScore === null || b.uncleScore === null) {
      return (a.uncleScore === null ? 1 : 0) - (b.uncleScore === null ? 1 : 0);
    }
    return direction * (a.uncleScore - b.uncleScore);
  };

const compare: Record<PickSort, (a: UnclePick, b: UnclePick) => number> = {
  'rating-desc': byScore(-1),
  'rating-asc': byScore(1),
  'added-desc': (a, b) => b.createdAt.localeCompare(a.createdAt),
  'added-asc': (a, b) => a.createdAt.localeCompare(b.createdAt),
};

/** Filtered and sorted picks, split into the three sections. */
export function arrangePicks(
  picks: readonly UnclePick[],
  filters: PickFilters,
): Record<PickSection, UnclePick[]> {
  const kept = picks
    .filter((p) => filters.type === 'all' || sectionOf(p) === filters.type)
    .filter((p) => !filters.genre || p.genre_ids.includes(Number(filters.genre)))
    .filter((p) => !filters.language || p.language === filters.language)
    .sort((a, b) => compare[filters.sort](a, b) || a.title.localeCompare(b.title));
  const out: Record<PickSection, UnclePick[]> = { movie: [], tv: [], animation: [] };
  for (const pick of kept) out[sectionOf(pick)].push(pick);
  return out;
}

/** The genres and languages present in the picks, for the filter selects. */
export function filterOptions(picks: readonly UnclePick[]) {
  return {
    genreIds: [...new Set(picks.flatMap((p) => p.genre_ids))],
    languages: [...new Set(picks.map((p) => p.language))].sort(),
  };
}

const sorts: readonly PickSort[] = ['rating-desc', 'rating-asc', 'added-desc', 'added-asc'];
const types: readonly PickTypeFilter[] = ['all', 'movie', 'tv', 'animation'];

/** Filters from the URL (`?type=&genre=&language=&sort=`); unknown values fall back. */
export function filtersFromParams(params: URLSearchParams): PickFilters {
  const type = params.get('type') as PickTypeFilter | null;
  const sort = params.get('sort') as PickSort | null;
  const genre = params.get('genre') ?? '';
  const language = params.get('language') ?? '';
  return {
    type: type && types.includes(type) ? type : defaultFilters.type,
    genre: /^\d{1,7}$/.test(genre) ? genre : '',
    language: /^[a-z]{2,3}$/.test(language) ? language : '',
    sort: sort && sorts.includes(sort) ? sort : defaultFilters.sort,
  };
}

/** The URL query for filters: only what differs from the defaults. */
export function paramsOf(filters: PickFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'genre', 'language', 'sort'] as const) {
    if (filters[key] !== defaultFilters[key]) params.set(key, filters[key]);
  }
  return params;
}
