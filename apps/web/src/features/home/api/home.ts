import type { HomeResponse } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

/** One aggregate request for the hero and all four carousels. */
export function fetchHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiRequest<HomeResponse>('/api/home', { signal });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => fetchHome(signal),
    // The picks are random per request; keep one set for the visit instead of reshuffling.
    staleTime: Infinity,
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
