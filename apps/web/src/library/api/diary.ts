import type {
  MarkWatchedBody,
  MarkTitleWatchedResult,
  MediaType,
  WatchedEntry,
} from '@unclewatch/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

import {
  diaryQueryKey,
  progressQueryKey,
  ratingsQueryKey,
  seasonWatchQueryKey,
  statsQueryKey,
  watchlistQueryKey,
} from './query-keys';

export const diaryApi = {
  diary: (signal?: AbortSignal) => apiRequest<WatchedEntry[]>('/api/me/diary', { signal }),
  mark: (type: MediaType, id: number, body: MarkWatchedBody) =>
    apiRequest<MarkTitleWatchedResult>(`/api/me/watched/${type}/${id}`, { method: 'POST', body }),
  remove: (entryId: string) =>
    apiRequest<void>(`/api/me/diary/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
};

/** The signed-in user's diary (GET /api/me/diary), shared through the cache. */
export function useDiary() {
  const { user } = useSession();
  return useQuery({
    queryKey: diaryQueryKey,
    queryFn: ({ signal }) => diaryApi.diary(signal),
    enabled: Boolean(user),
  });
}

/**
 * GET /api/me/diary?include=episodes: titles and episode viewings, newest day first. Under
 * `diaryQueryKey`, so whatever refreshes the diary refreshes this too.
 */
export const fullDiaryQueryOptions = () =>
  queryOptions({
    queryKey: [...diaryQueryKey, 'episodes'],
    queryFn: ({ signal }) =>
      apiRequest<WatchedEntry[]>('/api/me/diary?include=episodes', { signal }),
  });

export function useFullDiary() {
  const { user } = useSession();
  return useQuery({ ...fullDiaryQueryOptions(), enabled: Boolean(user) });
}

export interface MarkVars extends MarkWatchedBody {
  type: MediaType;
  id: number;
}

/** Everything a viewing changes: the diary, the stats, maybe the rating and the watchlist. */
function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [diaryQueryKey, statsQueryKey, ratingsQueryKey, watchlistQueryKey, progressQueryKey].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useMarkWatched() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ type, id, ...body }: MarkVars) => diaryApi.mark(type, id, body),
    onSettled: invalidate,
  });
}

export function useDeleteDiaryEntry() {
  const invalidate = useInvalidateLibrary();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => diaryApi.remove(entryId),
    // An episode viewing's deletion changes Up next and the season's marks too.
    onSettled: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: progressQueryKey }),
        queryClient.invalidateQueries({ queryKey: seasonWatchQueryKey }),
      ]),
  });
}
