import type { MediaType, WatchlistEntry } from '@unclewatch/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { CardLibraryProps } from '#/components/title-card/title-card';
import { useSession } from '#/shared/session';

import { useDeleteDiaryEntry, useDiary, useMarkWatched } from './api/diary';
import { ratingsQueryKey, statsQueryKey, watchlistQueryKey } from './api/query-keys';
import { useWatchlistEntries, watchlistApi } from './api/watchlist';
import { libraryKey, savedKeysOf } from './library';
import { localDay, watchedKeysOf, watchedOnKeysOf } from './watched';

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

export interface WatchlistState {
  /** False for visitors: they get no toggle. */
  enabled: boolean;
  saved: ReadonlySet<string>;
  isSaved(type: MediaType, id: number): boolean;
  toggle(type: MediaType, id: number): void;
  /** In the watched history (diary). */
  isWatched(type: MediaType, id: number): boolean;
  /** The TitleCard props: a toggle and 'Mark as watched' only for signed-in users. */
  cardProps(type: MediaType, id: number): CardLibraryProps;
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
      if (save) await watchlistApi.save(type, id);
      else await watchlistApi.unsave(type, id);
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
              const { onWatchlist, entry } = await markWatched({
                type,
                id,
                date: localDay(),
                // A show's mark marks its aired episodes (issue #45).
                ...(type === 'tv' ? { episodes: true } : {}),
              });
              return { onWatchlist, entryId: entry?.id };
            },
            onUndoWatched: undoWatched,
          }
        : {},
    [enabled, isSaved, isWatched, today, toggle, markWatched, undoWatched],
  );
  return { enabled, saved, isSaved, isWatched, toggle, cardProps };
}
