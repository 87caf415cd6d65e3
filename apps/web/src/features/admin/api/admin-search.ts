import type { AddPickBody, SearchResponse, TitleSummary } from '@unclewatch/core';
import { imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';
import { queryOptions } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';

/** Spec §8/§9: the admin search retries twice, 500 ms apart, then shows this text. */
export const SEARCH_RETRIES = 2;
export const SEARCH_RETRY_DELAY_MS = 500;
export const SEARCH_FAILED =
  'Failed to fetch search results. Please check your network or try again later.';
export const MAX_SUGGESTIONS = 5;

export type AdminTypeFilter = 'all' | 'movie' | 'tv';

export const adminSearch = async (q: string, signal?: AbortSignal): Promise<TitleSummary[]> => {
  const answer = await apiRequest<SearchResponse>(withQuery('/api/tmdb/search', { q }), {
    signal,
  });
  return answer.results.filter((t) => t.media_type === 'movie' || t.media_type === 'tv');
};

/** Titles for the admin search box: movies and TV only, retried as the spec says. */
export const adminSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['admin-search', term],
    queryFn: ({ signal }) => adminSearch(term, signal),
    enabled: term.length > 0,
    retry: SEARCH_RETRIES,
    retryDelay: SEARCH_RETRY_DELAY_MS,
    staleTime: 60_000,
  });

/** The add-to-picks body of a catalogue item (spec §7). */
export function pickBodyOf(item: TitleSummary): AddPickBody {
  return {
    id: item.id,
    type: item.media_type,
    title: titleOf(item) || undefined,
    rating: item.vote_average,
    year: yearOf(item),
    poster: imageUrl(item.poster_path, 'w300'),
    genre_ids: item.genre_ids,
    tmdbRating: item.vote_average,
    imdbRating: item.imdbRating,
    rtRating: item.rtRating,
    language: item.original_language,
  };
}
