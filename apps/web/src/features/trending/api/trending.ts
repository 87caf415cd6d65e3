import type { PagedTitles, TrendingWindow } from '@unclewatch/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { nextPageOfPaged } from '#/shared/catalog-api';
import { servicesKeyPart } from '#/shared/services-filter';

export function fetchTrending(
  time: TrendingWindow,
  page: number,
  signal?: AbortSignal,
  services?: string,
) {
  return apiRequest<PagedTitles>(withQuery('/api/tmdb/trending', { time, page, services }), {
    signal,
  });
}

export const trendingQueryOptions = (time: TrendingWindow, services?: string) =>
  infiniteQueryOptions({
    // Unfiltered, the key stays ['trending', time] (other code and tests follow it).
    queryKey: services ? ['trending', time, servicesKeyPart(services)] : ['trending', time],
    queryFn: ({ pageParam, signal }) => fetchTrending(time, pageParam, signal, services),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastPageParam) => nextPageOfPaged(lastPage, lastPageParam),
    // Leaving a tab drops its pages: coming back starts again at page 1 (spec §4).
    gcTime: 0,
  });

export function useTrending(time: TrendingWindow, services?: string, enabled = true) {
  return useInfiniteQuery({ ...trendingQueryOptions(time, services), enabled });
}
