import type { WatchedStats } from '@unclewatch/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';
import { useSession } from '#/lib/session';
import { statsQueryKey } from '#/library/api/query-keys';
import { localDay } from '#/library/watched';

/**
 * GET /api/me/stats for the 12 months ending with `month` (the user's own current month, as
 * the diary's days are the user's days), or for calendar year `year`. A viewing, a rating or
 * an import invalidates `statsQueryKey`, which prefixes this key.
 */
export const statsQueryOptions = (period: { month: string } | { year: number }) =>
  queryOptions({
    queryKey: [...statsQueryKey, period],
    queryFn: ({ signal }) =>
      apiRequest<WatchedStats>(
        `/api/me/stats?${new URLSearchParams(
          'year' in period ? { year: String(period.year) } : { month: period.month },
        )}`,
        { signal },
      ),
  });

/** The signed-in user's stats: the last 12 months, or one calendar year. */
export function useStats(year: number | null = null) {
  const { user } = useSession();
  return useQuery({
    ...statsQueryOptions(year === null ? { month: localDay().slice(0, 7) } : { year }),
    enabled: Boolean(user),
    // Switching years keeps the charts of the last one up until the next arrives.
    placeholderData: keepPreviousData,
  });
}
