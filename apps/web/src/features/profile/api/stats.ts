import type { WatchedStats } from '@unclewatch/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';
import { statsQueryKey } from '#/library/api/query-keys';
import { localDay } from '#/library/watched';

/** What the stats count: every viewing, the last 12 months, or one calendar year. */
export type StatsPeriod = 'all' | 'last-12-months' | number;

/**
 * GET /api/me/stats for all time, for the 12 months ending with `month` (the user's own
 * current month, as the diary's days are the user's days), or for calendar year `year`. A
 * viewing, a rating or an import invalidates `statsQueryKey`, which prefixes this key.
 */
export const statsQueryOptions = (period: { month: string; all?: boolean } | { year: number }) =>
  queryOptions({
    queryKey: [...statsQueryKey, period],
    queryFn: ({ signal }) =>
      apiRequest<WatchedStats>(
        `/api/me/stats?${new URLSearchParams(
          'year' in period
            ? { year: String(period.year) }
            : { month: period.month, ...(period.all ? { period: 'all' } : {}) },
        )}`,
        { signal },
      ),
  });

/** The signed-in user's stats: all time (the default), the last 12 months, or one year. */
export function useStats(period: StatsPeriod = 'all') {
  const { user } = useSession();
  const month = localDay().slice(0, 7);
  return useQuery({
    ...statsQueryOptions(
      typeof period === 'number' ? { year: period } : { month, all: period === 'all' },
    ),
    enabled: Boolean(user),
    // Switching periods keeps the charts of the last one up until the next arrives.
    placeholderData: keepPreviousData,
  });
}
