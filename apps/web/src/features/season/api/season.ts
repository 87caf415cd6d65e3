import type {
  MarkEpisodesBody,
  MarkEpisodesResult,
  RateEpisodeBody,
  SeasonDetails,
  SeasonWatch,
  TitleDetails,
} from '@unclewatch/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';
import { useSession } from '#/lib/session';
import {
  diaryQueryKey,
  progressQueryKey,
  seasonWatchQueryKey,
  statsQueryKey,
} from '#/library/api/query-keys';

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
      apiRequest<MarkEpisodesResult>('/api/me/episodes', {
        method: 'POST',
        body: { showId, season: n, ...body },
      }),
    onSuccess: (state) => {
      client.setQueryData(watchKey(showId, n), state);
      void client.invalidateQueries({ queryKey: progressQueryKey });
      // "Up to here" may have marked earlier seasons too.
      void client.invalidateQueries({ queryKey: [...seasonWatchQueryKey, showId] });
      // Episode viewings are in the diary and the stats.
      void client.invalidateQueries({ queryKey: diaryQueryKey });
      void client.invalidateQueries({ queryKey: statsQueryKey });
    },
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
