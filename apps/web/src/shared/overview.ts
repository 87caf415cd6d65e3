import type { TitleDetails } from '@unclewatch/core';
import { titleOf, yearOf } from '@unclewatch/core/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from './api';

export const OVERVIEW_FALLBACK = 'Uncle recommends this as a must-watch!';

/** One key per title, so the hero and the detail page share a rewrite. */
export const rewriteOverviewQueryOptions = (title: TitleDetails) =>
  queryOptions({
    queryKey: ['rewrite-overview', title.media_type, title.id],
    queryFn: ({ signal }) =>
      apiRequest<{ rewritten?: string }>('/api/ai/rewrite-overview', {
        method: 'POST',
        body: {
          id: title.id,
          title: titleOf(title),
          overview: title.overview,
          genre: title.genres[0]?.name ?? 'Drama',
          type: title.media_type,
          year: yearOf(title),
        },
        signal,
      }),
    staleTime: Infinity,
    // A failed rewrite is not worth a retry: the original overview is the fallback.
    retry: false,
  });

/** Spec §8: the rewrite when there is one, else the original, else the fallback line. */
export function overviewText(rewritten: string | null | undefined, original: string): string {
  return rewritten?.trim() || original.trim() || OVERVIEW_FALLBACK;
}

/**
 * The overview to show. Page aggregates carry the teaser when the server had it ready
 * (`prepared`); only otherwise is the AI endpoint asked — and the original shows meanwhile.
 */
export function useOverview(title: TitleDetails, prepared: string | null | undefined): string {
  const { data } = useQuery({ ...rewriteOverviewQueryOptions(title), enabled: !prepared });
  return overviewText(prepared ?? data?.rewritten, title.overview);
}
