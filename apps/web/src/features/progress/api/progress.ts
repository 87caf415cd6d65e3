import type {
  ChosenShowStatus,
  Progress,
  ShowStatusResult,
  TvSettingsBody,
} from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';
import { markEpisodes, refreshAfterEpisodeMark } from '#/library/api/episodes';
import { progressQueryKey } from '#/library/api/query-keys';

const progressKey = progressQueryKey;

/** GET /api/me/progress: the signed-in user's shows in progress. */
export function useProgress() {
  const { user } = useSession();
  return useQuery({
    queryKey: progressKey,
    queryFn: ({ signal }) => apiRequest<Progress>('/api/me/progress', { signal }),
    enabled: Boolean(user),
  });
}

/** Marks one episode watched (or, for Undo, unwatched), then reads the progress again. */
export function useMarkNext() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      showId: number;
      season: number;
      episode: number;
      action?: 'watch' | 'unwatch';
    }) => markEpisodes(body),
    onSuccess: (state) => refreshAfterEpisodeMark(client, state),
  });
}

/** Sets a show to watching, paused or dropped; the progress is read again. */
export function useSetShowStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ showId, status }: { showId: number; status: ChosenShowStatus }) =>
      apiRequest<ShowStatusResult>(`/api/me/shows/${showId}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: progressKey }),
  });
}

/** Turns counting specials (season 0) on or off; the progress is read again. */
export function useCountSpecials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (countSpecials: boolean) =>
      apiRequest<TvSettingsBody>('/api/me/tv-settings', {
        method: 'PUT',
        body: { countSpecials },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: progressKey }),
  });
}
