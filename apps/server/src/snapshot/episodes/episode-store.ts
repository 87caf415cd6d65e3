import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { Episode, SeasonDetails, SeasonSummary } from '@unclewatch/core';

/** The index row of one season: `[n, part, offset, length, episodes, air, name, poster]`. */
type SeasonEntry = [
  number,
  number,
  number,
  number,
  number,
  string | null,
  string | null,
  string | null,
];
type Person = [number, string];
/** A block's episode: `[n, name, air, runtime, type, still, vote, votes, overview, directors, writers, guests]`. */
type EpisodeRow = [
  number,
  string,
  string | null,
  number | null,
  string | 0,
  string | null,
  number,
  number,
  string,
  Person[],
  Person[],
  [number, string, string][],
];
type SeasonBlock = [string, string, string | null, string | null, EpisodeRow[]];

interface EpisodesIndexFile {
  version: 1;
  source: string;
  asOf: string;
  parts: { file: string; bytes: number; sha256: string }[];
  shows: [number, SeasonEntry[]][];
}

export const EPISODES_DIR = 'episodes';
const INDEX_FILE = 'index.json.gz';

function toEpisode(season: number, e: EpisodeRow): Episode {
  const crew = [
    ...e[9].map(([id, name]) => ({
      id,
      name,
      job: 'Director',
      department: 'Directing',
      profile_path: null,
    })),
    ...e[10].map(([id, name]) => ({
      id,
      name,
      job: 'Writer',
      department: 'Writing',
      profile_path: null,
    })),
  ];
  return {
    episode_number: e[0],
    season_number: season,
    name: e[1],
    air_date: e[2],
    runtime: e[3],
    overview: e[8],
    still_path: e[5],
    vote_average: e[6],
    vote_count: e[7],
    episode_type: e[4] === 0 ? 'standard' : e[4],
    crew,
    guest_stars: e[11].map(([id, name, character], order) => ({
      id,
      name,
      character,
      order,
      profile_path: null,
    })),
  };
}

/**
 * The seasons and episodes of the snapshot's shows (decision 035). Only the index (show →
 * seasons → where each season's block lies) is held in memory; a season's episodes are read
 * from its part file and decoded when asked for, and the last few hundred are kept.
 */
export class EpisodeStore {
  private readonly seasons = new Map<number, SeasonEntry[]>();
  private readonly recent = new Map<string, SeasonDetails>();
  private readonly files: (Promise<fs.promises.FileHandle> | undefined)[] = [];
  readonly asOf: string | null;
  readonly showCount: number;

  private constructor(
    private readonly dir: string,
    private readonly parts: EpisodesIndexFile['parts'],
    index: EpisodesIndexFile | null,
    private readonly keep: number,
  ) {
    for (const [id, entries] of index?.shows ?? []) this.seasons.set(id, entries);
    this.asOf = index?.asOf ?? null;
    this.showCount = this.seasons.size;
  }

  /** The store beside a snapshot file (`<dir>/episodes/`); empty when there is none. */
  static open(
    snapshotFile: string,
    options: { keep?: number; verify?: boolean } = {},
  ): EpisodeStore {
    const dir = path.join(path.dirname(snapshotFile), EPISODES_DIR);
    const indexFile = path.join(dir, INDEX_FILE);
    if (!fs.existsSync(indexFile)) return EpisodeStore.empty();
    const index = JSON.parse(
      zlib.gunzipSync(fs.readFileSync(indexFile)).toString('utf8'),
    ) as EpisodesIndexFile;
    if (index.version !== 1 || !Array.isArray(index.shows)) {
      throw new Error(`${indexFile} is not a version 1 UncleWatch episodes index`);
    }
    for (const part of index.parts) {
      const file = path.join(dir, part.file);
      const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
      if (size !== part.bytes)
        throw new Error(`${file} is missing or does not belong to ${indexFile}`);
      if (
        options.verify &&
        createHash('sha256').update(fs.readFileSync(file)).digest('hex') !== part.sha256
      ) {
        throw new Error(`${file} does not belong to ${indexFile} (its SHA-256 differs)`);
      }
    }
    return new EpisodeStore(dir, index.parts, index, options.keep ?? 300);
  }

  static empty(): EpisodeStore {
    return new EpisodeStore('', [], null, 0);
  }

  has(showId: number): boolean {
    return this.seasons.has(showId);
  }

  /** A show's seasons, TMDB-shaped; undefined when the store does not know the show. */
  seasonsOf(showId: number): SeasonSummary[] | undefined {
    return this.seasons.get(showId)?.map(([n, , , , count, air, name, poster]) => ({
      season_number: n,
      name: name ?? (n === 0 ? 'Specials' : `Season ${n}`),
      air_date: air,
      episode_count: count,
      poster_path: poster,
    }));
  }

  /** One season with its episodes, or null when the show or the season is unknown. */
  async season(showId: number, n: number): Promise<SeasonDetails | null> {
    const entry = this.seasons.get(showId)?.find((s) => s[0] === n);
    if (!entry) return null;
    const key = `${showId}:${n}`;
    const kept = this.recent.get(key);
    if (kept) {
      this.recent.delete(key);
      this.recent.set(key, kept);
      return kept;
    }
    const [, part, offset, length] = entry;
    const bytes = Buffer.alloc(length);
    await (await this.file(part)).read(bytes, 0, length, offset);
    const block = JSON.parse(zlib.inflateRawSync(bytes).toString('utf8')) as SeasonBlock;
    const [name, overview, air, poster, episodes] = block;
    const season: SeasonDetails = {
      show_id: showId,
      season_number: n,
      name: name || (n === 0 ? 'Specials' : `Season ${n}`),
      overview,
      air_date: air,
      poster_path: poster,
      episodes: episodes.map((e) => toEpisode(n, e)),
    };
    this.recent.set(key, season);
    if (this.recent.size > this.keep) this.recent.delete(this.recent.keys().next().value as string);
    return season;
  }

  private file(part: number): Promise<fs.promises.FileHandle> {
    const open =
      this.files[part] ?? fs.promises.open(path.join(this.dir, this.parts[part]!.file), 'r');
    this.files[part] = open;
    return open;
  }

  async close(): Promise<void> {
    const open = this.files.splice(0);
    await Promise.all(open.map(async (f) => (await f)?.close()));
  }
}
