import type { PagedTitles, SearchResponse } from '@unclewatch/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { servicesKeyPart } from '#/shared/services-filter';

import { nextSearchPage } from '../search-model';

const fetchSearch = (q: string, page: number, signal?: AbortSignal, services?: string) =>
  apiRequest<SearchResponse>(withQuery('/api/tmdb/search', { q, page, services }), { signal });

/** Results for ?q=, 10 a page, Load More while the last page was full. */
export const searchResultsQueryOptions = (q: string, services?: string) =>
  infiniteQueryOptions({
    queryKey: services
      ? ['search', 'results', q, servicesKeyPart(services)]
      : ['search', 'results', q],
    queryFn: ({ pageParam, signal }) => fetchSearch(q, pageParam, signal, services),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageParam) => nextSearchPage(last, lastPageParam),
    // A failed search is shown as an empty result at once (spec §8), not retried silently.
    retry: false,
  });

/** Page 1 of the same search, for the dropdown. */
export const suggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term],
    queryFn: ({ signal }) => fetchSearch(term, 1, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Popular movies for the empty search page (a random page, picked once per visit). */
export const discoverQueryOptions = (page: number, services?: string) =>
  queryOptions({
    queryKey: services ? ['discover', page, servicesKeyPart(services)] : ['discover', page],
    queryFn: ({ signal }) =>
      apiRequest<PagedTitles>(withQuery('/api/tmdb/discover', { page, services }), { signal }),
    staleTime: 10 * 60_000,
  });
