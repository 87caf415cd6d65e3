import type { InProgress, InProgressItem, MediaType } from '@unclewatch/core';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

import { inProgressQueryKey } from './query-keys';

/**
 * GET /api/me/in-progress: what the user's media server reported partly watched (issue #43).
 * Title pages and Up next read it; a user without a media server gets an empty list.
 */
export function useInProgress() {
  const { user } = useSession();
  return useQuery({
    queryKey: inProgressQueryKey,
    queryFn: ({ signal }) => apiRequest<InProgress>('/api/me/in-progress', { signal }),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

/** The items of one title (a film's one, or a show's episodes), newest first. */
export function inProgressOf(
  items: readonly InProgressItem[] | undefined,
  type: MediaType,
  id: number,
): InProgressItem[] {
  return (items ?? []).filter((item) => item.type === type && item.id === id);
}
