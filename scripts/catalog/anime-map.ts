/**
 * Builds data/catalog/anime-map.json.gz from the raw source `anime-lists-tvdb-tmdb`
 * (Anime-Lists/anime-lists, anime-list-master.xml): for each TheTVDB series id, the ranges of
 * its episodes that TMDB numbers differently (another TMDB show, season or episode offset, or
 * absolute numbering on either side). TV Time numbers episodes as TheTVDB does; the import reads
 * this file to place its rows on the catalogue's (TMDB's) episodes. Decision 071.
 *
 * Run: npm run catalog:anime-map (RAW_DIR overrides ../shared/data/raw).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync, strToU8 } from 'fflate';
import { OUT_DIR, rawPath } from './paths.ts';

export const ANIME_MAP_FILE = resolve(OUT_DIR, 'anime-map.json.gz');
const SOURCE = 'anime-lists-tvdb-tmdb';
const XML = 'anime-list-master.xml';

/** Absolute numbering ("a") on either side. */
export const ABSOLUTE = -1;

/**
 * One range of a TheTVDB series: `[tvdbSeason, start, end, tmdbId, tmdbSeason, delta]`. TheTVDB
 * episodes `start..end` of `tvdbSeason` (`end` 0 = open, up to the next range's start) are TMDB
 * show `tmdbId`, season `tmdbSeason`, episode `episode + delta`. A season of -1 is absolute
 * numbering. `explicit` ranges (from a mapping list, closed) win over open ones.
 */
export type AnimeRange = [number, number, number, number, number, number];

export interface AnimeMapFile {
  version: 1;
  source: string;
  /** TheTVDB series id → its ranges (explicit, closed ranges first). */
  shows: [number, AnimeRange[]][];
}

/** A piece of an AniDB entry's episodes (its season 1) on one side: `[from, to, season, offset]`. */
type Segment = { from: number; to: number; season: number | null; offset: number; fill: boolean };

const attr = (tag: string, name: string): string =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

const seasonOf = (v: string): number | null =>
  v === 'a' ? ABSOLUTE : /^\d+$/.test(v) ? Number(v) : null;

const intOr0 = (v: string): number => (/^-?\d+$/.test(v) ? Number(v) : 0);

/**
 * The segments of one side (`tvdb` or `tmdb`): the mapping list's rows for AniDB season 1 first
 * (`start`/`end`/`offset`, or `;a-b;` pairs, `b` 0 = no such episode), the entry's default
 * season and offset for every other episode.
 */
function segments(
  body: string,
  side: 'tvdb' | 'tmdb',
  defaultSeason: number | null,
  defaultOffset: number,
): Segment[] {
  const explicit: Segment[] = [];
  const rows = body.matchAll(/<mapping\b([^>]*?)(?:\/>|>([^<]*)<\/mapping>)/g);
  for (const [, attrs = '', pairs] of rows) {
    if (attr(attrs, 'anidbseason') !== '1') continue;
    const raw = attr(attrs, `${side}season`);
    if (raw === '') continue;
    const season = seasonOf(raw);
    if (pairs !== undefined && pairs.trim() !== '') {
      for (const pair of pairs.split(';').filter(Boolean)) {
        const m = /^(\d+)-(\d+)$/.exec(pair);
        if (!m) {
          // "1-2+3" and the like: that AniDB episode is two episodes; leave it unmapped.
          const a = /^(\d+)-/.exec(pair);
          if (a) explicit.push({ from: +a[1]!, to: +a[1]!, season: null, offset: 0, fill: false });
          continue;
        }
        const a = Number(m[1]);
        const b = Number(m[2]);
        explicit.push({
          from: a,
          to: a,
          season: b === 0 ? null : season,
          offset: b - a,
          fill: false,
        });
      }
    } else {
      const from = intOr0(attr(attrs, 'start'));
      const to = intOr0(attr(attrs, 'end'));
      if (from > 0 && to >= from) {
        explicit.push({ from, to, season, offset: intOr0(attr(attrs, 'offset')), fill: false });
      }
    }
  }
  // The default covers what the mapping list leaves out.
  explicit.sort((a, b) => a.from - b.from);
  const out: Segment[] = [...explicit];
  let next = 1;
  for (const s of explicit) {
    if (s.from > next) {
      out.push({
        from: next,
        to: s.from - 1,
        season: defaultSeason,
        offset: defaultOffset,
        fill: true,
      });
    }
    next = Math.max(next, s.to + 1);
  }
  const fill = explicit.length > 0;
  out.push({ from: next, to: Infinity, season: defaultSeason, offset: defaultOffset, fill });
  return out;
}

/** Parses the XML into ranges per TheTVDB series id. */
export function buildAnimeMap(xml: string): AnimeMapFile {
  const shows = new Map<number, Map<string, AnimeRange>>();
  for (const m of xml.matchAll(/<anime\s([^>]*)>([\s\S]*?)<\/anime>/g)) {
    const head = m[1] ?? '';
    const body = m[2] ?? '';
    const tvdbId = attr(head, 'tvdbid');
    const tmdbId = attr(head, 'tmdbtv');
    if (!/^\d+$/.test(tvdbId) || !/^\d+$/.test(tmdbId)) continue;
    const tvdbDefault = seasonOf(attr(head, 'defaulttvdbseason'));
    const tmdbDefault = seasonOf(attr(head, 'tmdbseason'));
    const tvdb = segments(body, 'tvdb', tvdbDefault, intOr0(attr(head, 'episodeoffset')));
    const tmdb = segments(body, 'tmdb', tmdbDefault, intOr0(attr(head, 'tmdboffset')));
    const ranges = shows.get(Number(tvdbId)) ?? new Map<string, AnimeRange>();
    for (const a of tvdb) {
      if (a.season === null) continue;
      for (const b of tmdb) {
        if (b.season === null) continue;
        const from = Math.max(a.from, b.from);
        const to = Math.min(a.to, b.to);
        if (from > to) continue;
        const isDefault = a.to === Infinity || b.to === Infinity;
        // Specials: trusted only when both sides are the entry's own defaults, with no mapping
        // list around them (what a list leaves over says nothing of TMDB's season 0).
        if ((a.season === 0 || b.season === 0) && (a.fill || b.fill || a.to !== Infinity)) continue;
        const range: AnimeRange = [
          a.season,
          from + a.offset,
          to === Infinity ? 0 : to + a.offset,
          Number(tmdbId),
          b.season,
          b.offset - a.offset,
        ];
        if (range[1] < 1 || (!isDefault && range[2] < range[1])) continue;
        ranges.set(range.join(','), range);
      }
    }
    if (ranges.size > 0) shows.set(Number(tvdbId), ranges);
  }
  return {
    version: 1,
    source: SOURCE,
    shows: [...shows]
      .sort((a, b) => a[0] - b[0])
      .map(([id, ranges]) => [
        id,
        [...ranges.values()].sort(
          (a, b) =>
            (a[2] === 0 ? 1 : 0) - (b[2] === 0 ? 1 : 0) ||
            a[0] - b[0] ||
            a[1] - b[1] ||
            a[3] - b[3],
        ),
      ]),
  };
}

function main(): void {
  const xml = readFileSync(rawPath(SOURCE, XML), 'utf8');
  const map = buildAnimeMap(xml);
  mkdirSync(dirname(ANIME_MAP_FILE), { recursive: true });
  // ASCII JSON, deterministic gzip (fflate, mtime 0), like the catalogue's files.
  writeFileSync(
    ANIME_MAP_FILE,
    gzipSync(strToU8(JSON.stringify(map)), { level: 9, mem: 12, mtime: 0 }),
  );
  const ranges = map.shows.reduce((n, [, r]) => n + r.length, 0);
  console.log(`${ANIME_MAP_FILE}: ${map.shows.length} TheTVDB series, ${ranges} ranges`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname))
  main();
