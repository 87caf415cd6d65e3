import type { Genre, TitleSummary } from '@unclewatch/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { nextPageOfList } from '#/shared/catalog-api';
import { cachedGenres } from '#/shared/genre-cache';
import { servicesKeyPart } from '#/shared/services-filter';
import { genresVersion } from '#/shared/site';

export const movieGenresQueryOptions = () =>
  queryOptions({
    queryKey: ['genres', 'movie'],
    // Kept in local storage (tmdb_genres) until the server's genre version changes.
    queryFn: async ({ signal, client }) =>
      cachedGenres('movie', await genresVersion(client), () =>
        apiRequest<Genre[]>('/api/tmdb/genres', { signal }),
      ),
    staleTime: Infinity,
  });

export function useMovieGenres() {
  return useQuery(movieGenresQueryOptions());
}

/** byGenre answers a plain array; the server already drops ja titles from Romance. */
export const moviesByGenreQueryOptions = (genreId: number | undefined, services?: string) =>
  infiniteQueryOptions({
    queryKey: services ? ['byGenre', genreId, servicesKeyPart(services)] : ['byGenre', genreId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TitleSummary[]>(
        withQuery('/api/tmdb/byGenre', { genreId, page: pageParam, services }),
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageOfList(lastPage, lastPageParam),
    enabled: genreId !== undefined,
    gcTime: 0,
  });

export function useMoviesByGenre(genreId: number | undefined, services?: string, enabled = true) {
  const options = moviesByGenreQueryOptions(genreId, services);
  return useInfiniteQuery({ ...options, enabled: options.enabled && enabled });
}
