/**
 * `npm run catalog:episodes`: builds the episodes store (decision 035) from
 * RAW_DIR/tmdb-tv-seasons-2024/tv-seasons.jsonl.gz into data/catalog/episodes/:
 * `index.json.gz` (show id → its seasons, each with the part file, byte offset and length of
 * its block) and `part-N.bin` (each block one season, raw-deflated JSON). The server reads a
 * block only when a season is asked for. Deterministic: shows sorted by id, seasons by
 * number, fflate (pure JS) at level 6 (level 9 is 20× slower for 3 % less), so the same input gives the same bytes everywhere.
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import { deflateSync, gzipSync, strToU8 } from 'fflate';

import { OUT_DIR, rawPath, README_FILE } from './paths.ts';
import { updateReadmeSection } from './write.ts';

export const EPISODES_SOURCE = 'tmdb-tv-seasons-2024';
export const EPISODES_AS_OF = '2024-11-11';
/** Each part stays well under the 50 MB a git host accepts without warning. */
const PART_LIMIT = 40 * 1024 * 1024;

type Person = [number, string];
interface RawEpisode {
  n: number;
  name: string | null;
  air: string | null;
  runtime: number | null;
  type: string | null;
  still: string | null;
  vote: number | null;
  votes: number | null;
  overview: string | null;
  directors?: Person[];
  writers?: Person[];
  guests?: [number, string, string][];
}
interface RawSeason {
  n: number;
  name: string | null;
  air: string | null;
  poster: string | null;
  overview: string | null;
  episodes: RawEpisode[];
}
export interface RawShow {
  id: number;
  name: string;
  status: string | null;
  seasons: RawSeason[];
}

/** A season block's JSON: `[name, overview, air, poster, episodes]`, each episode an array. */
export function encodeSeason(s: RawSeason): Uint8Array {
  const episodes = [...s.episodes]
    .sort((a, b) => a.n - b.n)
    .map((e) => [
      e.n,
      e.name ?? '',
      e.air || null,
      e.runtime ?? null,
      e.type && e.type !== 'standard' ? e.type : 0,
      e.still || null,
      e.vote ?? 0,
      e.votes ?? 0,
      e.overview ?? '',
      e.directors ?? [],
      e.writers ?? [],
      e.guests ?? [],
    ]);
  const json = JSON.stringify([
    s.name ?? '',
    s.overview ?? '',
    s.air || null,
    s.poster || null,
    episodes,
  ]);
  return deflateSync(strToU8(json), { level: 6 });
}

/** One season as the index lists it: `[n, part, offset, length, episodes, air, name, poster]`. */
export type SeasonEntry = [
  number,
  number,
  number,
  number,
  number,
  string | null,
  string | null,
  string | null,
];

export interface EpisodesIndex {
  version: 1;
  source: string;
  asOf: string;
  parts: { file: string; bytes: number; sha256: string }[];
  /** `[showId, seasons]`, sorted by show id. */
  shows: [number, SeasonEntry[]][];
}

async function readShows(file: string): Promise<RawShow[]> {
  const shows: RawShow[] = [];
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  for await (const line of lines) {
    if (line.trim()) shows.push(JSON.parse(line) as RawShow);
  }
  return shows;
}

export function buildEpisodes(shows: readonly RawShow[]): {
  index: EpisodesIndex;
  parts: Uint8Array[];
  counts: { shows: number; seasons: number; episodes: number };
} {
  const parts: Uint8Array[][] = [[]];
  const partSizes = [0];
  const index: EpisodesIndex = {
    version: 1,
    source: EPISODES_SOURCE,
    asOf: EPISODES_AS_OF,
    parts: [],
    shows: [],
  };
  const counts = { shows: 0, seasons: 0, episodes: 0 };
  for (const show of [...shows].sort((a, b) => a.id - b.id)) {
    const seasons = [...show.seasons]
      .filter((s) => s.episodes.length > 0)
      .sort((a, b) => a.n - b.n);
    if (seasons.length === 0) continue;
    const entries: SeasonEntry[] = [];
    for (const season of seasons) {
      const block = encodeSeason(season);
      let part = parts.length - 1;
      if (partSizes[part]! + block.length > PART_LIMIT) {
        parts.push([]);
        partSizes.push(0);
        part += 1;
      }
      const name = season.name && season.name !== `Season ${season.n}` ? season.name : null;
      entries.push([
        season.n,
        part,
        partSizes[part]!,
        block.length,
        season.episodes.length,
        season.air || null,
        name,
        season.poster || null,
      ]);
      parts[part]!.push(block);
      partSizes[part]! += block.length;
      counts.seasons += 1;
      counts.episodes += season.episodes.length;
    }
    index.shows.push([show.id, entries]);
    counts.shows += 1;
  }
  const joined = parts.map((blocks, i) => {
    const out = new Uint8Array(partSizes[i]!);
    let at = 0;
    for (const b of blocks) {
      out.set(b, at);
      at += b.length;
    }
    return out;
  });
  index.parts = joined.map((bytes, i) => ({
    file: `part-${i + 1}.bin`,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  return { index, parts: joined, counts };
}

export const EPISODES_START = '<!-- episodes:start -->';
export const EPISODES_END = '<!-- episodes:end -->';

async function main(): Promise<void> {
  const outDir = resolve(process.env.EPISODES_DIR ?? join(OUT_DIR, 'episodes'));
  const shows = await readShows(rawPath(EPISODES_SOURCE, 'tv-seasons.jsonl.gz'));
  const { index, parts, counts } = buildEpisodes(shows);
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) if (/^part-\d+\.bin$/.test(f)) rmSync(join(outDir, f));
  parts.forEach((bytes, i) => writeFileSync(join(outDir, `part-${i + 1}.bin`), bytes));
  const indexBytes = gzipSync(strToU8(JSON.stringify(index)), { level: 9, mem: 12, mtime: 0 });
  writeFileSync(join(outDir, 'index.json.gz'), indexBytes);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const md = [
    '| episodes store | count |',
    '|---|---:|',
    `| shows | ${counts.shows} |`,
    `| seasons | ${counts.seasons} |`,
    `| episodes | ${counts.episodes} |`,
    `| index.json.gz | ${mb(indexBytes.length)} |`,
    ...index.parts.map((p) => `| ${p.file} | ${mb(p.bytes)} |`),
  ].join('\n');
  console.log(md);
  if (!updateReadmeSection(README_FILE, md, EPISODES_START, EPISODES_END)) {
    console.warn(`note: ${README_FILE} has no episodes markers; counts not written there`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
