import type { ImportEpisode } from '@unclewatch/core';

/**
 * TheTVDB ↔ TMDB numbering (catalog/anime-map.ts, decision 071): the TMDB shows of a TheTVDB
 * series, and where one of its episodes is on TMDB.
 */
export interface AnimeNumbering {
  tmdbIds(tvdbId: number): number[];
  place(
    tvdbId: number,
    season: number,
    episode: number,
  ):
    | { tmdbId: number; season: number; episode: number }
    | { tmdbId: number; absolute: number }
    | null;
}

/** Why a row of a file was not placed: words a person understands (issue #42). */
export const NOT_PLACED = {
  noEpisode: 'no such episode in the catalogue',
  specials: 'specials are not in the offline data',
  noData: 'show has no episode data offline (needs a TMDB key)',
  noDataLive: 'show has no episode data',
  overBudget: "over this import's limit of TMDB season reads (import the show in a smaller file)",
  uncertain: "numbering differs from the catalogue's and the order cannot be trusted",
  skipped: 'skipped by you',
  notFound: 'show not found in the catalogue',
} as const;
export type NotPlacedReason = (typeof NOT_PLACED)[keyof typeof NOT_PLACED];

/**
 * A show's seasons as the catalogue has them: season number → its episode numbers in order
 * (TMDB numbers some seasons on from the one before: Hunter x Hunter's second season is 63–136).
 */
export type SeasonLayout = ReadonlyMap<number, readonly number[]>;

export interface PlacedRow {
  /** The row's index in the show's rows. */
  index: number;
  season: number;
  episode: number;
  how: 'number' | 'anime map' | 'absolute order';
}

export interface Placement {
  placed: PlacedRow[];
  notPlaced: { reason: NotPlacedReason; rows: number }[];
}

const fits = (layout: SeasonLayout, season: number, episode: number) =>
  layout.get(season)?.includes(episode) ?? false;

const countOf = (layout: SeasonLayout, season: number) => layout.get(season)?.length ?? 0;

/** Regular seasons (1 and up) in order with their episodes. */
const regular = (layout: SeasonLayout) =>
  [...layout].filter(([s, e]) => s >= 1 && e.length > 0).sort((a, b) => a[0] - b[0]);

/** The season/episode at absolute position `pos` of the catalogue's regular seasons. */
export function fromAbsolute(
  layout: SeasonLayout,
  pos: number,
): { season: number; episode: number } | null {
  if (pos < 1) return null;
  let left = pos;
  for (const [season, episodes] of regular(layout)) {
    if (left <= episodes.length) return { season, episode: episodes[left - 1]! };
    left -= episodes.length;
  }
  return null;
}

/**
 * Absolute positions of the file's regular rows, when their order can be trusted: the file's
 * seasons run 1…n with none missing, every season but the last has all its episodes 1…k (so k
 * is where it ends), the last position is within the catalogue, and the file's season ends meet
 * the catalogue's somewhere (or the file has a single season, TheTVDB's absolute numbering).
 * Null otherwise: the rows are reported, not guessed.
 */
export function absolutePositions(
  rows: readonly { season: number; episode: number }[],
  layout: SeasonLayout,
): Map<string, number> | null {
  const bySeason = new Map<number, Set<number>>();
  for (const r of rows) {
    if (r.season < 1) continue;
    const set = bySeason.get(r.season) ?? new Set<number>();
    set.add(r.episode);
    bySeason.set(r.season, set);
  }
  const seasons = [...bySeason.keys()].sort((a, b) => a - b);
  if (seasons.length === 0 || seasons.some((s, i) => s !== i + 1)) return null;
  const starts = new Map<number, number>();
  let before = 0;
  const fileEnds: number[] = [];
  for (const s of seasons) {
    const episodes = bySeason.get(s)!;
    const last = Math.max(...episodes);
    starts.set(s, before);
    if (s !== seasons.length && episodes.size !== last) return null;
    before += last;
    fileEnds.push(before);
  }
  const catalogueEnds = new Set<number>();
  let total = 0;
  for (const [, episodes] of regular(layout)) catalogueEnds.add((total += episodes.length));
  if (before > total) return null;
  const inner = fileEnds.slice(0, -1);
  if (seasons.length > 1 && !inner.some((end) => catalogueEnds.has(end))) return null;
  const positions = new Map<string, number>();
  for (const [s, episodes] of bySeason)
    for (const e of episodes) positions.set(`${s}:${e}`, starts.get(s)! + e);
  return positions;
}

/**
 * Places a show's rows (TheTVDB numbering, as TV Time writes them) on the catalogue's episodes
 * (TMDB's). Evidence, strongest first: the anime map; the rows' own numbers when every row fits
 * the catalogue's seasons; otherwise their order in the show (absolute position) when that can
 * be trusted; otherwise only rows whose season starts where the catalogue's does. A row is
 * never placed on an episode that may not be the same one: it is reported instead.
 */
export function placeRows(
  rows: readonly ImportEpisode[],
  layout: SeasonLayout,
  options: {
    live: boolean;
    showId: number;
    tvdbId?: number;
    animeMap?: AnimeNumbering;
    /** The show's seasons were not read: the import's budget of live reads was spent. */
    overBudget?: boolean;
  },
): Placement {
  const notPlaced = new Map<NotPlacedReason, number>();
  const report = (reason: NotPlacedReason, n = 1) =>
    notPlaced.set(reason, (notPlaced.get(reason) ?? 0) + n);
  const answer = (placed: PlacedRow[]): Placement => ({
    placed,
    notPlaced: [...notPlaced].map(([reason, n]) => ({ reason, rows: n })),
  });
  if (regular(layout).length === 0 && countOf(layout, 0) === 0) {
    const reason = options.overBudget
      ? NOT_PLACED.overBudget
      : options.live
        ? NOT_PLACED.noDataLive
        : NOT_PLACED.noData;
    report(reason, rows.length);
    return answer([]);
  }
  const specialsMissing = options.live ? NOT_PLACED.noEpisode : NOT_PLACED.specials;
  const placed: PlacedRow[] = [];
  let left: { index: number; season: number; episode: number }[] = [];
  const { animeMap, tvdbId, showId } = options;
  const mapped =
    animeMap !== undefined && tvdbId !== undefined && animeMap.tmdbIds(tvdbId).includes(showId);
  for (const [index, row] of rows.entries()) {
    const place = mapped ? animeMap.place(tvdbId, row.season, row.episode) : null;
    if (place === null || place.tmdbId !== showId) {
      left.push({ index, season: row.season, episode: row.episode });
      continue;
    }
    const target =
      'absolute' in place
        ? fromAbsolute(layout, place.absolute)
        : { season: place.season, episode: place.episode };
    if (target && fits(layout, target.season, target.episode))
      placed.push({ index, ...target, how: 'anime map' });
    else report(target?.season === 0 || row.season === 0 ? specialsMissing : NOT_PLACED.noEpisode);
  }
  // Specials: TheTVDB's and TMDB's season 0 mostly agree; placed where the catalogue has them.
  for (const row of left.filter((r) => r.season === 0)) {
    if (fits(layout, 0, row.episode)) placed.push({ ...row, how: 'number' });
    else report(layout.has(0) ? NOT_PLACED.noEpisode : specialsMissing);
  }
  left = left.filter((r) => r.season !== 0);
  if (left.every((r) => fits(layout, r.season, r.episode))) {
    placed.push(...left.map((r) => ({ ...r, how: 'number' as const })));
    return answer(placed);
  }
  // Numbering differs (a row past the end of a season the catalogue has): by absolute order,
  // when it can be trusted. A season the catalogue lacks alone is no such evidence.
  const overflow = left.some((r) => layout.has(r.season) && !fits(layout, r.season, r.episode));
  const positions = overflow ? absolutePositions(left, layout) : null;
  if (positions) {
    for (const r of left) {
      const target = fromAbsolute(layout, positions.get(`${r.season}:${r.episode}`)!);
      if (target) placed.push({ index: r.index, ...target, how: 'absolute order' });
      else report(NOT_PLACED.noEpisode);
    }
    return answer(placed);
  }
  // Rows only in seasons after the catalogue's last (a season the data does not have yet, or
  // made up): no evidence that the numbering differs, so the rest go by their numbers.
  const lastSeason = Math.max(0, ...regular(layout).map(([season]) => season));
  if (left.every((r) => fits(layout, r.season, r.episode) || r.season > lastSeason)) {
    for (const r of left)
      if (fits(layout, r.season, r.episode)) placed.push({ ...r, how: 'number' });
      else report(NOT_PLACED.noEpisode);
    return answer(placed);
  }
  // Otherwise only seasons that start where the catalogue's do: season 1, and a later season
  // when every season before it ends, in the file, where the catalogue's ends.
  const fileEnd = new Map<number, number>();
  for (const r of left) fileEnd.set(r.season, Math.max(fileEnd.get(r.season) ?? 0, r.episode));
  const sameStart = (season: number) => {
    for (let s = 1; s < season; s++)
      if (!layout.has(s) || fileEnd.get(s) !== countOf(layout, s)) return false;
    return true;
  };
  const overflowSeasons = left
    .filter((r) => layout.has(r.season) && !fits(layout, r.season, r.episode))
    .map((r) => r.season);
  const firstOverflow = overflowSeasons.length > 0 ? Math.min(...overflowSeasons) : Infinity;
  for (const r of left) {
    if (!fits(layout, r.season, r.episode)) report(NOT_PLACED.noEpisode);
    else if (r.season === 1 || (r.season < firstOverflow && sameStart(r.season)))
      placed.push({ ...r, how: 'number' });
    else report(NOT_PLACED.uncertain);
  }
  return answer(placed);
}
