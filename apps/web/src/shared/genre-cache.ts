import type { Genre } from '@unclewatch/core';

/** The spec's local storage keys for the cached genre lists. */
export const GENRE_STORAGE_KEYS = { movie: 'tmdb_genres', tv: 'tmdb_tv_genres' } as const;
export type GenreKind = keyof typeof GENRE_STORAGE_KEYS;

interface StoredGenres {
  version: string;
  genres: Genre[];
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

function isStoredGenres(value: unknown): value is StoredGenres {
  const stored = value as StoredGenres | null;
  return (
    typeof stored?.version === 'string' &&
    Array.isArray(stored.genres) &&
    stored.genres.every((g) => typeof g?.id === 'number' && typeof g?.name === 'string')
  );
}

/** The stored list when it was saved for this version; undefined otherwise. */
export function readStoredGenres(kind: GenreKind, version: string | null): Genre[] | undefined {
  if (version === null) return undefined;
  try {
    const value: unknown = JSON.parse(storage()?.getItem(GENRE_STORAGE_KEYS[kind]) ?? 'null');
    return isStoredGenres(value) && value.version === version ? value.genres : undefined;
  } catch {
    return undefined;
  }
}

export function storeGenres(kind: GenreKind, version: string | null, genres: Genre[]): void {
  if (version === null) return;
  try {
    storage()?.setItem(GENRE_STORAGE_KEYS[kind], JSON.stringify({ version, genres }));
  } catch {
    // full or blocked: the list is simply fetched again next visit
  }
}

/**
 * A genre list from local storage when it was saved for the server's current version,
 * otherwise fetched and stored under that version.
 */
export async function cachedGenres(
  kind: GenreKind,
  version: string | null,
  fetchGenres: () => Promise<Genre[]>,
): Promise<Genre[]> {
  const stored = readStoredGenres(kind, version);
  if (stored) return stored;
  const genres = await fetchGenres();
  storeGenres(kind, version, genres);
  return genres;
}
