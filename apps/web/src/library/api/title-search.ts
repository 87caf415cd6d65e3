import type { MediaType, SearchResponse, TitleSummary } from '@unclewatch/core';
import { useQuery } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';

/**
 * The catalogue's search (page 1), titles of one kind only: for the pickers that say which
 * title something is (the media server's inbox, the import's repair desk).
 */
export function useTitleSearch(term: string, type: MediaType, minLength = 1) {
  const q = term.trim();
  return useQuery({
    queryKey: ['title-search', type, q],
    queryFn: ({ signal }) =>
      apiRequest<SearchResponse>(withQuery('/api/tmdb/search', { q, page: 1 }), { signal }),
    select: (answer): TitleSummary[] => answer.results.filter((t) => t.media_type === type),
    enabled: q.length >= minLength,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
