// Rules for list answers to requests (kids, length limits, decades with genres, movie or
// series, fresh or refined requests), written apart from the engine from what a parent
// expects (issue #34): every card must satisfy every rule, whatever the engine's own filters say.
import { genreNames } from '@unclewatch/core';

import {
  isMovie,
  mediaTypeOf,
  releaseYear,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../apps/server/src/snapshot/index';

/** What every card of a list answer must satisfy. */
export interface RequestRules {
  /** Suitable for children: G/PG-class certification, else a children's genre. */
  children?: boolean;
  /** Genres all cards must have (TV's combined genres count for shows). */
  genres?: number[];
  type?: 'movie' | 'tv';
  language?: string;
  yearFrom?: number;
  yearTo?: number;
  /** Runtime bounds in minutes, inclusive (a show's episode runtime). */
  maxRuntime?: number;
  minRuntime?: number;
  /** Credited on every card. */
  personId?: number;
  /** Every card shorter than the middle runtime of the previous answer's cards. */
  shorterThanEarlier?: boolean;
  /** Streams (US snapshot) on this service, by name ("on Netflix"). */
  streaming?: string;
  /** Streams (US snapshot) on one of these services, by TMDB provider id ("on my services"). */
  services?: number[];
}

/** TMDB's provider ids of the snapshot services, written here apart from the server's table. */
const providerIds: Record<string, number> = {
  Netflix: 8,
  'Prime Video': 9,
  Hulu: 15,
  'Disney+': 337,
};
const streamsOn = (title: SnapshotTitle, ids: number[]) =>
  (title.streaming ?? []).some(
    (s) =>
      s.region === 'US' &&
      s.type !== 'rent' &&
      s.type !== 'buy' &&
      ids.includes(providerIds[s.name] ?? -1),
  );

const childCertificates = new Set(['G', 'PG', 'U', 'TV-Y', 'TV-Y7', 'TV-Y7-FV', 'TV-G']);
const notRated = new Set(['', 'NR', 'UNRATED', 'NOT RATED']);
/** Horror, thriller, crime, war (and TV's War & Politics): never for children unless asked. */
export const grownUpGenres = new Set([27, 53, 80, 10752, 10768]);
const FAMILY = 10751;
const KIDS = 10762;
const ANIMATION = 16;

/** TV's combined genres that stand for a movie genre. */
const tvEquivalent: Record<number, number[]> = {
  28: [10759],
  12: [10759],
  878: [10765],
  14: [10765],
  10752: [10768],
  53: [9648, 80],
  10751: [10762],
};

export function hasGenreRule(title: SnapshotTitle, genre: number): boolean {
  if (title.genre_ids.includes(genre)) return true;
  return !isMovie(title) && (tvEquivalent[genre] ?? []).some((g) => title.genre_ids.includes(g));
}

/** Why a title does not suit children ('' when it does). */
export function childProblem(title: SnapshotTitle, asked: number[] = []): string {
  if (title.adult) return 'adult';
  const rating = (title.certification ?? '').trim().toUpperCase();
  const certified = !notRated.has(rating);
  if (certified && !childCertificates.has(rating)) return `rated ${rating}`;
  for (const g of title.genre_ids)
    if (grownUpGenres.has(g) && !(certified && asked.includes(g)))
      return `genre ${genreNames[g] ?? g}`;
  if ((title.keywords ?? []).includes('adult animation')) return 'adult animation';
  if (certified) return '';
  if (title.genre_ids.includes(FAMILY) || title.genre_ids.includes(KIDS)) return '';
  if (isMovie(title) && title.genre_ids.includes(ANIMATION)) return '';
  return 'not rated and no family, kids or animation genre';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The rules a title breaks ([] when it holds them all). `earlier`: the previous answer's cards,
 * for "shorter".
 */
export function ruleProblems(
  data: SnapshotCatalog,
  title: SnapshotTitle,
  rules: RequestRules,
  earlier: SnapshotTitle[] = [],
): string[] {
  const problems: string[] = [];
  if (rules.children) {
    const why = childProblem(title, rules.genres);
    if (why) problems.push(`not for children (${why})`);
  }
  for (const g of rules.genres ?? [])
    if (!hasGenreRule(title, g)) problems.push(`not ${genreNames[g] ?? g}`);
  if (rules.type && mediaTypeOf(title) !== rules.type) problems.push(`a ${mediaTypeOf(title)}`);
  if (rules.language && title.original_language !== rules.language)
    problems.push(`language ${title.original_language}`);
  const year = releaseYear(title);
  if (rules.yearFrom !== undefined && (year ?? 0) < rules.yearFrom) problems.push(`year ${year}`);
  if (rules.yearTo !== undefined && (year ?? 9999) > rules.yearTo) problems.push(`year ${year}`);
  const runtime = title.runtime ?? 0;
  if (rules.maxRuntime !== undefined && !(runtime > 0 && runtime <= rules.maxRuntime))
    problems.push(`${runtime || '?'} min (max ${rules.maxRuntime})`);
  if (rules.minRuntime !== undefined && !(runtime >= rules.minRuntime))
    problems.push(`${runtime || '?'} min (min ${rules.minRuntime})`);
  if (
    rules.personId !== undefined &&
    !data.creditsOf(rules.personId).some((c) => c.title === title)
  )
    problems.push(`person ${rules.personId} not credited`);
  if (rules.streaming && !streamsOn(title, [providerIds[rules.streaming]!]))
    problems.push(`not on ${rules.streaming}`);
  if (rules.services && !streamsOn(title, rules.services))
    problems.push(`not on services ${rules.services.join(',')}`);
  if (rules.shorterThanEarlier) {
    const middle = median(earlier.flatMap((t) => t.runtime || []));
    if (middle === undefined) problems.push('no earlier runtimes');
    else if (!(runtime > 0 && runtime < middle))
      problems.push(`${runtime} min, not under ${middle}`);
  }
  return problems;
}

/** Listable titles that hold the rules (a generated case must be answerable). */
export function titlesHolding(
  data: SnapshotCatalog,
  rules: RequestRules,
  limit = 3,
): SnapshotTitle[] {
  const pool =
    rules.personId !== undefined
      ? [...new Set(data.creditsOf(rules.personId).map((c) => c.title))]
      : data.listable(rules.type);
  const out: SnapshotTitle[] = [];
  for (const t of pool) {
    if (t.adult || !t.poster_path) continue;
    if (ruleProblems(data, t, rules).length === 0) out.push(t);
    if (out.length >= limit) break;
  }
  return out;
}

/** One generated request: the message, and the rules its answer must hold. */
export interface Request {
  text: string;
  rules: RequestRules;
  /** Who asks, when it matters ("on my services": their saved services). */
  asker?: { services: { region: string; ids: number[] } };
  /** Words of the answer line that would show this request's filters leaking into a later one. */
  label: string;
}
