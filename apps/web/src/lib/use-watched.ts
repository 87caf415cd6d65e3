import type { MarkWatchedBody, MediaType } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ratingsQueryKey, watchlistQueryKey } from './library';
import { useSession } from './session';
import { diaryQueryKey, statsQueryKey, watchedApi } from './watched';

/** The signed-in user's diary (GET /api/me/diary), shared through the cache. */
export function useDiary() {
  const { user } = useSession();
  return useQuery({
    queryKey: diaryQueryKey,
    queryFn: ({ signal }) => watchedApi.diary(signal),
    enabled: Boolean(user),
  });
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
      [diaryQueryKey, statsQueryKey, ratingsQueryKey, watchlistQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useMarkWatched() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ type, id, ...body }: MarkVars) => watchedApi.mark(type, id, body),
    onSettled: invalidate,
  });
}

export function useDeleteDiaryEntry() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (entryId: string) => watchedApi.remove(entryId),
    onSettled: invalidate,
  });
}
