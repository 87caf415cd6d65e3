import type { LimitsResponse, PutLimitsBody } from '@unclewatch/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

/** GET /api/me/limits: the rating limits of this account or child's profile (issue 41). */
export const limitsQueryOptions = queryOptions({
  queryKey: ['me', 'limits'] as const,
  queryFn: ({ signal }) => apiRequest<LimitsResponse>('/api/me/limits', { signal }),
});

/**
 * PUT /api/me/limits. Every list may change with the limits, so every cached answer is read
 * again after a save.
 */
export function useSaveLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutLimitsBody) =>
      apiRequest<LimitsResponse>('/api/me/limits', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(limitsQueryOptions.queryKey, saved);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey !== limitsQueryOptions.queryKey,
      });
    },
  });
}
