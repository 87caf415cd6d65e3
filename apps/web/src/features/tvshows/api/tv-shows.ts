import type { Genre, PagedTitles } from '@unclewatch/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { nextPageOfPaged } from '#/shared/catalog-api';
import { cachedGenres } from '#/shared/genre-cache';
import { servicesKeyPart } from '#/shared/services-filter';
import { genresVersion } from '#/shared/site';

import type { TvFilters } from '../tv-filters-model';

export const tvGenresQueryOptions = () =>
  queryOptions({
    queryKey: ['genres', 'tv'],
    // Kept in local storage (tmdb_tv_genres) until the server's genre version changes.
    queryFn: async ({ signal, client }) =>
      cachedGenres('tv', await genresVersion(client), async () => {
        const answer = await apiRequest<{ genres: Genre[] }>('/api/tmdb/genre/tv', { signal });
        return answer.genres;
      }),
    staleTime: Infinity,
  });

export function useTvGenres() {
  return useQuery(tvGenresQueryOptions());
}

/** The server applies the TV Animation rule (16 keeps only animation, others exclude it). */
export const tvShowsQueryOptions = (
  genreId: number | undefined,
  filters: TvFilters,
  services?: string,
) =>
  infiniteQueryOptions({
    queryKey: services
      ? ['discover-tv', genreId, filters, servicesKeyPart(services)]
      : ['discover-tv', genreId, filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PagedTitles>(
        withQuery('/api/tmdb/discover/tv', {
          with_genres: genreId,
          page: pageParam,
          language: filters.language || undefined,
          year: filters.year || undefined,
          sort_by: filters.sort || undefined,
          services,
        }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageOfPaged(lastPage, lastPageParam),
    enabled: genreId !== undefined,
    // A filter change starts again at page 1 with an empty list (spec §4).
    gcTime: 0,
  });

export function useTvShows(
  genreId: number | undefined,
  filters: TvFilters,
  services?: string,
  enabled = true,
) {
  const options = tvShowsQueryOptions(genreId, filters, services);
  return useInfiniteQuery({ ...options, enabled: options.enabled && enabled });
}
