import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteInfo } from '@unclewatch/core';

import { apiRequest } from './api';

/**
 * The settings the server writes into the page (`<script type="application/json"
 * id="site-info">`), so a visit needs no request for them; undefined when absent (the dev
 * server's page) or unreadable.
 */
function inlineSiteInfo(): SiteInfo | undefined {
  if (typeof document === 'undefined') return undefined; // rendering on the server
  const text = document.getElementById('site-info')?.textContent;
  if (!text) return undefined;
  try {
    const info = JSON.parse(text) as Partial<SiteInfo>;
    return Array.isArray(info.social) && 'genresVersion' in info ? (info as SiteInfo) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Footer links, the genre lists' version, the public origin: from the page itself, else
 * GET /api/site once per visit.
 */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => apiRequest<SiteInfo>('/api/site', { signal }),
  initialData: inlineSiteInfo,
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
