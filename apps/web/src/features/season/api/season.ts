import type {
  MarkEpisodesBody,
  RateEpisodeBody,
  SeasonDetails,
  SeasonWatch,
  TitleDetails,
} from '@unclewatch/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';
import { markEpisodes, refreshAfterEpisodeMark } from '#/library/api/episodes';
import { seasonWatchQueryKey } from '#/library/api/query-keys';

/** A season with its episodes (public, server-rendered). */
export const seasonQueryOptions = (showId: number, n: number) =>
  queryOptions({
    queryKey: ['season', showId, n],
    queryFn: ({ signal }) =>
      apiRequest<SeasonDetails>(`/api/tmdb/tv/${showId}/season/${n}`, { signal }),
  });

/** The show the season belongs to: its name and its other seasons. */
export const showQueryOptions = (showId: number) =>
  queryOptions({
    queryKey: ['tv-details', showId],
    queryFn: ({ signal }) => apiRequest<TitleDetails>(`/api/tmdb/tv/${showId}`, { signal }),
  });

const watchKey = (showId: number, n: number) => [...seasonWatchQueryKey, showId, n] as const;

/** What the signed-in user watched and rated of this season (browser only). */
export function useSeasonWatch(showId: number, n: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: watchKey(showId, n),
    queryFn: ({ signal }) =>
      apiRequest<SeasonWatch>(`/api/me/episodes/${showId}/season/${n}`, { signal }),
    enabled: Boolean(user),
  });
}

/** Marks, rewatches or unmarks; the answer is the season's new state. */
export function useMarkEpisodes(showId: number, n: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<MarkEpisodesBody, 'showId' | 'season'>) =>
      markEpisodes({ showId, season: n, ...body }),
    // The season's marks change at once; the rest is read again in the background.
    onSuccess: (state) => void refreshAfterEpisodeMark(client, state),
  });
}

export function useRateEpisode(showId: number, n: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<RateEpisodeBody, 'episode' | 'rating'>) =>
      apiRequest<SeasonWatch>('/api/me/episodes/rating', {
        method: 'PUT',
        body: { showId, season: n, ...body },
      }),
    onSuccess: (state) => client.setQueryData(watchKey(showId, n), state),
  });
}
