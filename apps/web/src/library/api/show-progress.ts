import type { OneShowProgress } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';
import { localDay } from '#/library/watched';

import { markEpisodes, refreshAfterEpisodeMark } from './episodes';
import { progressQueryKey } from './query-keys';

/** Under the progress key: whatever refreshes Up next refreshes a show page's line too. */
const showProgressKey = (showId: number) => [...progressQueryKey, 'show', showId] as const;

/** GET /api/me/progress/{id}: one show's progress for its page (signed in only). */
export function useShowProgress(showId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: showProgressKey(showId),
    queryFn: ({ signal }) => apiRequest<OneShowProgress>(`/api/me/progress/${showId}`, { signal }),
    enabled: Boolean(user),
  });
}

/**
 * Marks the show's next episode watched today; the line, Up next, the season pages, the diary
 * and the stats are read again before the mark counts as done.
 */
export function useMarkNextEpisode(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (next: { season: number; episode: number }) =>
      markEpisodes({ showId, ...next, watchedAt: localDay() }),
    onSuccess: (state) => refreshAfterEpisodeMark(client, state),
  });
}
