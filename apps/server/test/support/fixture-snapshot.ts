import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotMovie, SnapshotPerson, SnapshotTv } from '@unclewatch/core';

/** Small hand-made snapshots for tests that need catalogue data the committed one lacks. */
const common = {
  overview: 'A fixture title.',
  poster_path: '/fixture.jpg',
  backdrop_path: null,
  original_language: 'en',
  genre_ids: [18],
  vote_average: 7,
  vote_count: 100,
  popularity: 10,
  adult: false,
  sources: ['fixture'],
};

export function fixtureMovie(id: number, title: string, extra: Partial<SnapshotMovie> = {}) {
  return { ...common, id, title, original_title: title, release_date: '2020-01-01', ...extra };
}

export function fixtureTv(id: number, name: string, extra: Partial<SnapshotTv> = {}): SnapshotTv {
  return { ...common, id, name, original_name: name, first_air_date: '2019-01-01', ...extra };
}

export function fixturePerson(
  id: number,
  name: string,
  extra: Partial<SnapshotPerson> = {},
): SnapshotPerson {
  return {
    id,
    name,
    profile_path: null,
    known_for_department: 'Acting',
    place_of_birth: null,
    biography: '',
    popularity: 1,
    ...extra,
  };
}

/** Writes a gzip snapshot file with the given parts and returns its path. */
export function writeFixtureSnapshot(
  dir: string,
  name: string,
  parts: Partial<CatalogSnapshot>,
): string {
  const snapshot: CatalogSnapshot = {
    version: 1,
    builtAt: '2026-11-23T00:00:00.000Z',
    movieGenres: [{ id: 18, name: 'Drama' }],
    tvGenres: [{ id: 18, name: 'Drama' }],
    movies: [],
    tv: [],
    people: [],
    ...parts,
  };
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(snapshot)));
  return file;
}
