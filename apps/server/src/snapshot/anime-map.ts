import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { repoRoot } from '../repo-root';

export const defaultAnimeMapPath = path.join(repoRoot, 'data/catalog/anime-map.json.gz');

/** `[tvdbSeason, start, end, tmdbId, tmdbSeason, delta]`; season -1 = absolute, end 0 = open. */
type Range = [number, number, number, number, number, number];

interface AnimeMapFile {
  version: 1;
  source: string;
  shows: [number, Range[]][];
}

/** Where a TheTVDB episode is on TMDB: a season's episode, or an absolute position in the show. */
export type AnimePlace =
  { tmdbId: number; season: number; episode: number } | { tmdbId: number; absolute: number };

/**
 * TheTVDB ↔ TMDB numbering for anime (data/catalog/anime-map.json.gz, built by
 * scripts/catalog/anime-map.ts from Anime-Lists/anime-lists; decision 071). TV Time numbers
 * episodes as TheTVDB does; `place` says which TMDB episode a TheTVDB season/episode is.
 */
export class AnimeMap {
  private readonly shows: Map<number, Range[]>;

  constructor(file: AnimeMapFile) {
    if (file.version !== 1 || !Array.isArray(file.shows)) {
      throw new Error('not a version 1 UncleWatch anime map');
    }
    this.shows = new Map(file.shows);
  }

  static read(file: string = defaultAnimeMapPath): AnimeMap {
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    return new AnimeMap(JSON.parse(text) as AnimeMapFile);
  }

  /** Whether the map knows this TheTVDB series. */
  has(tvdbId: number): boolean {
    return this.shows.has(tvdbId);
  }

  /** The TMDB shows a TheTVDB series maps to (usually one). */
  tmdbIds(tvdbId: number): number[] {
    return [...new Set((this.shows.get(tvdbId) ?? []).map((r) => r[3]))];
  }

  /**
   * The TMDB episode of TheTVDB series `tvdbId`, season `season` (-1 = absolute numbering),
   * episode `episode`; null when the map does not say, or says two different things. A closed
   * range (from a mapping list) wins over open ones; among open ranges, the one starting last.
   */
  place(tvdbId: number, season: number, episode: number): AnimePlace | null {
    const ranges = (this.shows.get(tvdbId) ?? []).filter(
      (r) => r[0] === season && r[1] <= episode && (r[2] === 0 || episode <= r[2]),
    );
    const closed = ranges.filter((r) => r[2] !== 0);
    let chosen = closed;
    if (chosen.length === 0) {
      const start = Math.max(...ranges.map((r) => r[1]));
      chosen = ranges.filter((r) => r[1] === start);
    }
    const places = new Map<string, AnimePlace>();
    for (const [, , , tmdbId, tmdbSeason, delta] of chosen) {
      const place: AnimePlace =
        tmdbSeason === -1
          ? { tmdbId, absolute: episode + delta }
          : { tmdbId, season: tmdbSeason, episode: episode + delta };
      places.set(JSON.stringify(place), place);
    }
    if (places.size !== 1) return null;
    const [only] = places.values();
    return only !== undefined && ('absolute' in only ? only.absolute : only.episode) >= 1
      ? only
      : null;
  }
}

let shared: AnimeMap | null = null;

/** The committed map, read on first use. */
export function animeMap(): AnimeMap {
  shared ??= AnimeMap.read();
  return shared;
}
