import type { WatchedStats } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';
import { useSession } from '#/lib/session';
import { statsQueryKey } from '#/lib/watched';

/** GET /api/me/stats; a viewing, a rating or an import invalidates `statsQueryKey`. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => apiRequest<WatchedStats>('/api/me/stats', { signal }),
  });

/** The signed-in user's stats. */
export function useStats() {
  const { user } = useSession();
  return useQuery({ ...statsQueryOptions(), enabled: Boolean(user) });
}
