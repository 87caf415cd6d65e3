import type { WatchedStats } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';
import { useSession } from '#/lib/session';
import { localDay, statsQueryKey } from '#/lib/watched';

/**
 * GET /api/me/stats for the 12 months ending with `month`: the user's own current month, as
 * the diary's days are the user's days. A viewing, a rating or an import invalidates
 * `statsQueryKey`, which prefixes this key.
 */
export const statsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...statsQueryKey, month],
    queryFn: ({ signal }) =>
      apiRequest<WatchedStats>(`/api/me/stats?month=${encodeURIComponent(month)}`, { signal }),
  });

/** The signed-in user's stats. */
export function useStats() {
  const { user } = useSession();
  return useQuery({ ...statsQueryOptions(localDay().slice(0, 7)), enabled: Boolean(user) });
}
