import type { PagedTitles, TrendingWindow } from '@unclewatch/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/lib/api';
import { nextPageOfPaged } from '#/lib/catalog-api';

export function fetchTrending(time: TrendingWindow, page: number, signal?: AbortSignal) {
  return apiRequest<PagedTitles>(withQuery('/api/tmdb/trending', { time, page }), { signal });
}

export const trendingQueryOptions = (time: TrendingWindow) =>
  infiniteQueryOptions({
    queryKey: ['trending', time],
    queryFn: ({ pageParam, signal }) => fetchTrending(time, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageOfPaged(lastPage, lastPageParam),
    // Leaving a tab drops its pages: coming back starts again at page 1 (spec §4).
    gcTime: 0,
  });

export function useTrending(time: TrendingWindow) {
  return useInfiniteQuery(trendingQueryOptions(time));
}
