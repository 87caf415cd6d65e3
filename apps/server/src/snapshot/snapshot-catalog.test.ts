import { describe, expect, it } from 'vitest';

import type { CatalogSnapshot } from '@unclewatch/core';

import { SnapshotCatalog } from './snapshot-catalog';

const show = {
  id: 1399,
  name: 'Thrones',
  original_name: 'Thrones',
  first_air_date: '2011-04-17',
  overview: '',
  poster_path: null,
  backdrop_path: null,
  original_language: 'en',
  genre_ids: [],
  vote_average: 8,
  vote_count: 10,
  popularity: 1,
  adult: false,
  sources: [],
};

const snapshot: CatalogSnapshot = {
  version: 1,
  builtAt: '2026-11-23T00:00:00.000Z',
  movieGenres: [],
  tvGenres: [],
  movies: [],
  tv: [show],
  people: [],
  aliases: {
    movie: [],
    // Two rebuilds: an own id, then a second own id, then the TMDB id.
    tv: [
      { from: 900_000_001, to: 900_000_002 },
      { from: 900_000_002, to: 1399 },
      { from: 900_000_010, to: 900_000_011 },
      { from: 900_000_011, to: 900_000_010 },
    ],
    person: [],
  },
};

describe('SnapshotCatalog aliases', () => {
  const catalog = new SnapshotCatalog(snapshot);

  it('follows chains of renames to the current id', () => {
    expect(catalog.currentId('tv', 900_000_001)).toBe(1399);
    expect(catalog.title('tv', 900_000_001)?.id).toBe(1399);
    expect(catalog.renames('tv').get(900_000_001)).toBe(1399);
  });

  it('leaves ids without an alias, and other kinds, alone', () => {
    expect(catalog.currentId('tv', 1399)).toBe(1399);
    expect(catalog.currentId('movie', 900_000_001)).toBe(900_000_001);
    expect(catalog.title('movie', 900_000_001)).toBeUndefined();
  });

  it('survives a cycle in a broken table', () => {
    expect(catalog.title('tv', 900_000_010)).toBeUndefined();
  });
});
