import type { WatchedEntry } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';
import { useSession } from '#/lib/session';
import { diaryQueryKey } from '#/lib/watched';

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

/** 'S01E02' for an episode viewing, '' for a title. */
export const episodeCode = (entry: WatchedEntry) =>
  entry.episode
    ? `S${String(entry.episode.season).padStart(2, '0')}E${String(entry.episode.episode).padStart(2, '0')}`
    : '';
