import type { MediaType } from '@unclewatch/core';

import type { TitleFeatures } from './title-features';

/**
 * One person's taste, learnt from their own 1–10 ratings and from what they watched (issue
 * #42, decision 083): how far above or below their own average they rate each genre and each
 * person (cast leads, directors, creators), and the titles they rated or watched, to find the
 * ones most like a candidate. Pure: no I/O.
 */

/** Where a title's place in the taste comes from: a rating, or the history alone. */
export type TasteSource = 'rating' | 'finished' | 'watched' | 'watching' | 'dropped';

export interface RatedTitle {
  features: TitleFeatures;
  /** The rating, or for the history alone the rating it stands for (history-taste.ts). */
  rating: number;
  /** Absent: a rating. */
  source?: TasteSource;
  /** How far it is above the person's mean (set by learnTaste). */
  dev?: number;
}

interface Stat {
  n: number;
  /** Sum of (rating − the person's mean). */
  dev: number;
  /** Rated 8+; liked by the history alone: shows finished, films watched (unrated). */
  loved: number;
  finished: number;
  watched: number;
  types: Set<MediaType>;
}

/** What a taste was learnt from ("from 3 finished shows and 12 films"). */
export type TasteBasis = Record<TasteSource, number>;

export interface Taste {
  count: number;
  basis: TasteBasis;
  mean: number;
  genres: Map<number, Stat>;
  genreNames: Map<number, string>;
  people: Map<number, Stat>;
  rated: RatedTitle[];
  /** Rated titles by keyword and by person, for the similar-titles part. */
  byFeature: Map<string, number[]>;
  /** Working memory of similarRated, one slot per rated title. */
  scratch?: Float64Array;
  /** Ratings predicted with this taste, by title (a taste is replaced when ratings change). */
  predicted?: Map<TitleFeatures, number>;
}

/** What a prediction rests on, for the reasons ("Kim rated 3 animated films 8+"). */
export type Evidence =
  | {
      kind: 'genre';
      genre: string;
      loved: number;
      finished?: number;
      watched?: number;
      types: MediaType[];
    }
  | {
      kind: 'person';
      personId: number;
      loved: number;
      finished?: number;
      watched?: number;
      types: MediaType[];
    }
  | { kind: 'similar'; title: string; rating: number; source?: TasteSource }
  /** Several titles like it that the person finished or watched (not rated). */
  | { kind: 'similar-history'; source: 'finished' | 'watched'; count: number; title: string }
  | { kind: 'quality'; quality: number }
  | { kind: 'dislike'; genre: string };

export interface Prediction {
  rating: number;
  evidence: Evidence;
}

/** The rating everyone is assumed to start from; a few ratings move it, many replace it. */
const PRIOR_MEAN = 6.5;
const PRIOR_WEIGHT = 2;
/** Ratings at or above this count as loved. */
export const LOVED = 8;
const GENRE_SHRINK = 1.5;
const PERSON_SHRINK = 2;
const NEIGHBOURS = 10;
const PREDICTIONS_KEPT = 20_000;

/** `k:<keyword>` and `p:<person id>`, once per title (a pick asks for them thousands of times). */
const keysOfTitle = new WeakMap<TitleFeatures, string[]>();
function featureKeys(f: TitleFeatures): string[] {
  let keys = keysOfTitle.get(f);
  if (!keys) {
    keys = [...f.keywords.map((k) => `k:${k}`), ...f.people.map((p) => `p:${p}`)];
    keysOfTitle.set(f, keys);
  }
  return keys;
}
function add(stats: Map<number, Stat>, key: number, r: RatedTitle) {
  let s = stats.get(key);
  if (!s)
    stats.set(key, (s = { n: 0, dev: 0, loved: 0, finished: 0, watched: 0, types: new Set() }));
  s.n += 1;
  s.dev += r.dev!;
  const source = r.source ?? 'rating';
  if (source === 'rating' && r.rating >= LOVED) s.loved += 1;
  else if (source === 'finished') s.finished += 1;
  else if (source === 'watched') s.watched += 1;
  else return;
  s.types.add(r.features.type);
}

const isRating = (r: RatedTitle) => (r.source ?? 'rating') === 'rating';

export function learnTaste(rated: RatedTitle[]): Taste {
  // The mean is the ratings' own; what they only watched counts from the prior (decision 083).
  const ratings = rated.filter(isRating);
  const sum = ratings.reduce((acc, r) => acc + r.rating, 0);
  const mean = (sum + PRIOR_MEAN * PRIOR_WEIGHT) / (ratings.length + PRIOR_WEIGHT);
  const basis: TasteBasis = { rating: 0, finished: 0, watched: 0, watching: 0, dropped: 0 };
  for (const r of rated) basis[r.source ?? 'rating'] += 1;
  const taste: Taste = {
    count: rated.length,
    basis,
    mean,
    genres: new Map(),
    genreNames: new Map(),
    people: new Map(),
    rated,
    byFeature: new Map(),
  };
  rated.forEach((r, index) => {
    r.dev = r.rating - (isRating(r) ? mean : PRIOR_MEAN);
    r.features.genreIds.forEach((g, i) => {
      add(taste.genres, g, r);
      taste.genreNames.set(g, r.features.genreNames[i] ?? String(g));
    });
    for (const p of r.features.people) add(taste.people, p, r);
    for (const key of featureKeys(r.features)) {
      const list = taste.byFeature.get(key);
      if (list) list.push(index);
      else taste.byFeature.set(key, [index]);
    }
  });
  return taste;
}

const shrunk = (s: Stat, k: number) => s.dev / (s.n + k);
const clamp = (x: number) => Math.min(10, Math.max(1, x));

/** The person's predicted rating of a title, and what it rests on most. */
export function predict(taste: Taste, c: TitleFeatures): Prediction {
  return predictWith(taste, c, true);
}

/** The predicted rating alone: what ranking needs for every candidate, without the reason. */
export function predictRating(taste: Taste, c: TitleFeatures): number {
  const known = (taste.predicted ??= new Map());
  let rating = known.get(c);
  if (rating === undefined) {
    rating = predictWith(taste, c, false).rating;
    if (known.size >= PREDICTIONS_KEPT) known.clear();
    known.set(c, rating);
  }
  return rating;
}

function predictWith(taste: Taste, c: TitleFeatures, explain: boolean): Prediction {
  if (taste.count === 0)
    return { rating: clamp(c.quality), evidence: { kind: 'quality', quality: c.quality } };

  // Genres: the mean of the title's genres, pulled toward the worst one (a horror comedy is
  // still horror to someone who hates horror).
  const genreDevs = c.genreIds
    .map((g) => ({ g, s: taste.genres.get(g) }))
    .filter((x): x is { g: number; s: Stat } => x.s !== undefined)
    .map((x) => ({ ...x, d: shrunk(x.s, GENRE_SHRINK) }));
  const genreMean =
    genreDevs.length === 0 ? 0 : genreDevs.reduce((a, x) => a + x.d, 0) / genreDevs.length;
  const genreWorst = Math.min(0, ...genreDevs.map((x) => x.d));
  const genreTerm = genreWorst < 0 ? 0.5 * genreMean + 0.5 * genreWorst : genreMean;

  const personDevs = c.people
    .map((p) => ({ p, s: taste.people.get(p) }))
    .filter((x): x is { p: number; s: Stat } => x.s !== undefined)
    .map((x) => ({ ...x, d: shrunk(x.s, PERSON_SHRINK) }));
  const personTerm =
    personDevs.length === 0 ? 0 : personDevs.reduce((a, x) => a + x.d, 0) / personDevs.length;

  const neighbours = similarRated(taste, c);
  const simWeight = neighbours.reduce((a, x) => a + x.sim, 0);
  const similarTerm = neighbours.reduce((a, x) => a + x.sim * x.rated.dev!, 0) / (simWeight + 1);

  // The catalogue's judgement counts fully with no history and less as history grows.
  const qualityWeight = 0.25 + 0.75 * (3 / (taste.count + 3));
  const rating = clamp(
    taste.mean +
      genreTerm +
      0.5 * personTerm +
      0.8 * similarTerm +
      qualityWeight * (c.quality - PRIOR_MEAN),
  );
  const evidence: Evidence = explain
    ? strongest(taste, c, genreDevs, personDevs, neighbours, rating)
    : { kind: 'quality', quality: c.quality };
  return { rating, evidence };
}

/** Rated titles sharing keywords or people with the candidate, most alike first. */
function similarRated(taste: Taste, c: TitleFeatures) {
  if (c.keywords.length + c.people.length === 0) return [];
  // Overlaps accumulate in one array per taste (a pick predicts thousands of titles).
  const overlap = (taste.scratch ??= new Float64Array(taste.count));
  const touched: number[] = [];
  // A keyword or person in a tenth of everything the person rated says little about this
  // title, and reading its long list was most of a pick's cost.
  const common = Math.max(30, taste.count / 10);
  for (const key of featureKeys(c)) {
    const list = taste.byFeature.get(key);
    if (!list || list.length > common) continue;
    const weight = key.charCodeAt(0) === 112 /* p */ ? 2 : 1;
    for (const index of list) {
      if (overlap[index] === 0) touched.push(index);
      overlap[index] += weight;
    }
  }
  const size = c.keywords.length + 2 * c.people.length;
  const out: { rated: RatedTitle; sim: number }[] = [];
  for (const index of touched) {
    const shared = overlap[index]!;
    overlap[index] = 0;
    const rated = taste.rated[index]!;
    const f = rated.features;
    if (f.type === c.type && f.id === c.id) continue;
    const base = shared / Math.sqrt(size * (f.keywords.length + 2 * f.people.length));
    if (base < 0.1) continue;
    const sim = c.genreIds.some((g) => f.genreIds.includes(g)) ? base : base / 2;
    if (sim >= 0.1) out.push({ rated, sim });
  }
  return out.sort((a, b) => b.sim - a.sim).slice(0, NEIGHBOURS);
}

function strongest(
  taste: Taste,
  c: TitleFeatures,
  genres: { g: number; s: Stat; d: number }[],
  people: { p: number; s: Stat; d: number }[],
  neighbours: { rated: RatedTitle; sim: number }[],
  rating: number,
): Evidence {
  const worst = [...genres].sort((a, b) => a.d - b.d)[0];
  if (rating < taste.mean - 1 && worst && worst.d < 0)
    return { kind: 'dislike', genre: taste.genreNames.get(worst.g) ?? '' };
  const options: { weight: number; evidence: Evidence }[] = [];
  const liked = (s: Stat) => s.loved >= 2 || s.finished >= 2 || s.watched >= 2;
  const counts = (s: Stat) => ({
    loved: s.loved,
    ...(s.finished ? { finished: s.finished } : {}),
    ...(s.watched ? { watched: s.watched } : {}),
    types: [...s.types],
  });
  for (const x of people)
    if (liked(x.s))
      options.push({
        weight: 0.8 * x.d + 0.4,
        evidence: { kind: 'person', personId: x.p, ...counts(x.s) },
      });
  const like = neighbours.find((x) => isRating(x.rated) && x.rated.rating >= LOVED);
  if (like && like.sim >= 0.25)
    options.push({
      weight: 0.8 * like.sim * like.rated.dev! + 0.2,
      evidence: { kind: 'similar', title: like.rated.features.title, rating: like.rated.rating },
    });
  // What they finished or watched that is much like it: "Ana finished 3 shows like it".
  for (const source of ['finished', 'watched'] as const) {
    const close = neighbours.filter((x) => x.rated.source === source && x.sim >= 0.25);
    if (close.length === 0) continue;
    const title = close[0]!.rated.features.title;
    options.push({
      weight: 0.8 * close[0]!.sim * close[0]!.rated.dev! + 0.1 * close.length + 0.1,
      evidence:
        close.length === 1
          ? { kind: 'similar', title, rating: close[0]!.rated.rating, source }
          : { kind: 'similar-history', source, count: close.length, title },
    });
  }
  for (const x of genres)
    if (liked(x.s))
      options.push({
        weight: 0.9 * x.d,
        evidence: { kind: 'genre', genre: taste.genreNames.get(x.g) ?? '', ...counts(x.s) },
      });
  const best = options.sort((a, b) => b.weight - a.weight)[0];
  return best ? best.evidence : { kind: 'quality', quality: c.quality };
}
