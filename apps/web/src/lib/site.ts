import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteInfo } from '@unclewatch/core';

import { apiRequest } from './api';

/** GET /api/site once per visit: footer links, the genre lists' version, the public origin. */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => apiRequest<SiteInfo>('/api/site', { signal }),
  staleTime: Infinity,
});

export function useSiteInfo() {
  return useQuery(siteQueryOptions).data;
}

/** The server's current genre list version; null when it cannot be told (stored lists unused). */
export async function genresVersion(client: QueryClient): Promise<string | null> {
  try {
    return (await client.fetchQuery(siteQueryOptions)).genresVersion;
  } catch {
    return null;
  }
}
