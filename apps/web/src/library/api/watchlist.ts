import type { MediaType, WatchlistEntry } from '@unclewatch/core';
import { useQuery } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { servicesKeyPart } from '#/shared/services-filter';
import { useSession } from '#/shared/session';

import { watchlistQueryKey } from './query-keys';

export const watchlistApi = {
  /** The whole watchlist, or (`services`: 'mine' or provider ids) only what is on them. */
  watchlist: (signal?: AbortSignal, services?: string) =>
    apiRequest<WatchlistEntry[]>(withQuery('/api/me/watchlist', { services }), { signal }),
  save: (type: MediaType, id: number) =>
    apiRequest<WatchlistEntry>(`/api/me/watchlist/${type}/${id}`, { method: 'PUT' }),
  unsave: (type: MediaType, id: number) =>
    apiRequest<void>(`/api/me/watchlist/${type}/${id}`, { method: 'DELETE' }),
};

/** The signed-in user's watchlist entries: one GET shared by every component on the page. */
export function useWatchlistEntries() {
  const { user } = useSession();
  return useQuery({
    queryKey: watchlistQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await watchlistApi.watchlist(signal);
      } catch (error) {
        console.error('Failed to check watchlist', error);
        throw error;
      }
    },
    enabled: Boolean(user),
  });
}

/**
 * The entries on some services ('mine' or provider ids), under its own key inside
 * `watchlistQueryKey`, so a save or removal refreshes it too.
 */
export function useWatchlistOnServices(services: string | undefined, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...watchlistQueryKey, servicesKeyPart(services)],
    queryFn: ({ signal }) => watchlistApi.watchlist(signal, services),
    enabled: Boolean(user && services && enabled),
  });
}
