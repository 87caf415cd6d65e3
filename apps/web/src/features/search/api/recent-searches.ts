import type { RecentSearch } from '@unclewatch/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

import { recentTermsOf, termToSave } from '../search-model';

const recentSearchesKey = (userId: string) => ['me', userId, 'searches'] as const;

/** GET /api/me/searches: the user's newest distinct terms (the library API keeps them). */
export const recentSearchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: recentSearchesKey(userId),
    queryFn: ({ signal }) => apiRequest<RecentSearch[]>('/api/me/searches', { signal }),
    select: (searches) => recentTermsOf(searches.map((s) => s.term)),
    retry: false,
    staleTime: 60_000,
  });

export function useRecentSearches(userId: string | null) {
  return useQuery({ ...recentSearchesQueryOptions(userId ?? ''), enabled: userId !== null });
}

/**
 * Saves a submitted term for a signed-in user (POST answers the new recent list). Failures
 * are ignored: a search must never fail because its history could not be written.
 */
export function useSaveSearch(userId: string | null) {
  const queryClient = useQueryClient();
  const recent = useRecentSearches(userId).data ?? [];
  const mutation = useMutation({
    mutationFn: (term: string) =>
      apiRequest<RecentSearch[]>('/api/me/searches', { method: 'POST', body: { term } }),
    onSuccess: (searches) => {
      if (userId !== null) queryClient.setQueryData(recentSearchesKey(userId), searches);
    },
    onError: () => undefined,
  });
  return (term: string) => {
    if (userId === null) return;
    const toSave = termToSave(term, recent);
    if (toSave) mutation.mutate(toSave);
  };
}
