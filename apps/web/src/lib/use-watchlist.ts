import type { MediaType, WatchlistEntry } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { libraryApi, libraryKey, ratingsQueryKey, savedKeysOf, watchlistQueryKey } from './library';
import { useSession } from './session';
import { useDeleteDiaryEntry, useDiary, useMarkWatched } from './use-watched';
import { localDay, statsQueryKey, watchedKeysOf, watchedOnKeysOf } from './watched';

interface ToggleVars {
  type: MediaType;
  id: number;
  save: boolean;
}

function placeholderEntry(type: MediaType, id: number): WatchlistEntry {
  return {
    id: `pending-${type}-${id}`,
    userId: '',
    type,
    titleId: id,
    title: '',
    imageUrl: null,
    language: '',
    rating: '',
    timestamp: new Date().toISOString(),
  };
}

/** The signed-in user's watchlist entries: one GET shared by every component on the page. */
export function useWatchlistEntries() {
  const { user } = useSession();
  return useQuery({
    queryKey: watchlistQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await libraryApi.watchlist(signal);
      } catch (error) {
        console.error('Failed to check watchlist', error);
        throw error;
      }
    },
    enabled: Boolean(user),
  });
}

export interface WatchlistState {
  /** False for visitors: they get no toggle. */
  enabled: boolean;
  saved: ReadonlySet<string>;
  isSaved(type: MediaType, id: number): boolean;
  toggle(type: MediaType, id: number): void;
  /** In the watched history (diary). */
  isWatched(type: MediaType, id: number): boolean;
  /** The TitleCard props: a toggle and 'Mark as watched' only for signed-in users. */
  cardProps(
    type: MediaType,
    id: number,
  ): {
    isSaved?: boolean;
    onToggleSaved?: () => void;
    isWatched?: boolean;
    watchedToday?: boolean;
    onMarkWatched?: () => Promise<{ onWatchlist: boolean; entryId: string }>;
    onUndoWatched?: (entryId: string) => Promise<unknown>;
  };
}

/** Saved state and an optimistic add/remove toggle; errors are only logged and reverted. */
export function useWatchlist(): WatchlistState {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data } = useWatchlistEntries();
  const saved = useMemo(() => savedKeysOf(user ? data : undefined), [data, user]);
  const { data: diary } = useDiary();
  const watched = useMemo(() => watchedKeysOf(user ? diary : undefined), [diary, user]);
  const today = useMemo(() => watchedOnKeysOf(user ? diary : undefined), [diary, user]);
  const { mutateAsync: markWatched } = useMarkWatched();
  const { mutateAsync: undoWatched } = useDeleteDiaryEntry();

  const { mutate } = useMutation({
    mutationFn: async ({ type, id, save }: ToggleVars): Promise<void> => {
      if (save) await libraryApi.save(type, id);
      else await libraryApi.unsave(type, id);
    },
    onMutate: async ({ type, id, save }) => {
      await queryClient.cancelQueries({ queryKey: watchlistQueryKey });
      const previous = queryClient.getQueryData<WatchlistEntry[]>(watchlistQueryKey);
      queryClient.setQueryData<WatchlistEntry[]>(watchlistQueryKey, (entries = []) => {
        const rest = entries.filter((e) => libraryKey(e.type, e.titleId) !== libraryKey(type, id));
        return save ? [placeholderEntry(type, id), ...rest] : rest;
      });
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.error('Failed to update watchlist', error);
      queryClient.setQueryData(watchlistQueryKey, context?.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: watchlistQueryKey });
      void queryClient.invalidateQueries({ queryKey: ratingsQueryKey });
      // Leaving the watchlist can drop a rating, which the stats count.
      void queryClient.invalidateQueries({ queryKey: statsQueryKey });
    },
  });

  const enabled = Boolean(user);
  const isSaved = useCallback(
    (type: MediaType, id: number) => saved.has(libraryKey(type, id)),
    [saved],
  );
  const toggle = useCallback(
    (type: MediaType, id: number) => {
      if (!enabled) return;
      mutate({ type, id, save: !saved.has(libraryKey(type, id)) });
    },
    [enabled, mutate, saved],
  );
  const isWatched = useCallback(
    (type: MediaType, id: number) => watched.has(libraryKey(type, id)),
    [watched],
  );
  const cardProps = useCallback(
    (type: MediaType, id: number) =>
      enabled
        ? {
            isSaved: isSaved(type, id),
            onToggleSaved: () => toggle(type, id),
            isWatched: isWatched(type, id),
            watchedToday: today.has(libraryKey(type, id)),
            onMarkWatched: async () => {
              const { onWatchlist, entry } = await markWatched({ type, id, date: localDay() });
              return { onWatchlist, entryId: entry.id };
            },
            onUndoWatched: undoWatched,
          }
        : {},
    [enabled, isSaved, isWatched, today, toggle, markWatched, undoWatched],
  );
  return { enabled, saved, isSaved, isWatched, toggle, cardProps };
}

/** What a list of cards needs: the toggle props of one card by type and id. */
export type CardWatchlist = WatchlistState['cardProps'];
