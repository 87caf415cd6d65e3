import type { MediaType } from '@unclewatch/core';

import { mediaTypeOf, type SnapshotTitle } from '../../apps/server/src/snapshot/index';

/**
 * Synthetic people with known tastes, drawn from the catalogue: each loves two genres, hates
 * one, has three favourite people and a personal leniency. Their ratings and watchlists follow
 * that hidden taste (with noise), so the evaluation can ask how a pick lands with the taste
 * itself, not only with the model's guess of it.
 */

export interface TitleRef {
  type: MediaType;
  id: number;
}

export interface Person {
  name: string;
  loved: number[];
  hated: number;
  favourites: number[];
  leniency: number;
  ratings: (TitleRef & { rating: number })[];
  watchlist: TitleRef[];
}

/** A small seeded PRNG (mulberry32): the same households every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOne = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)]!;

function normal(rng: () => number): number {
  const u = Math.max(rng(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export const keyOf = (r: TitleRef) => `${r.type}:${r.id}`;
export const refOf = (t: SnapshotTitle): TitleRef => ({ type: mediaTypeOf(t), id: t.id });

const peopleOf = (t: SnapshotTitle) =>
  (t.credits ?? [])
    .filter((c) => c.department === 'Directing' || (c.department === 'Acting' && c.order < 5))
    .map((c) => c.personId);

/** The catalogue's judgement, as the people in this world see it. */
const qualityOf = (t: SnapshotTitle) =>
  (t.vote_average * t.vote_count + 6 * 50) / (t.vote_count + 50);

/** The rating the hidden taste gives a title, before noise: a real number on 1–10. */
export function trueRating(p: Omit<Person, 'ratings' | 'watchlist'>, t: SnapshotTitle): number {
  let score = 6 + p.leniency + 0.4 * (qualityOf(t) - 6.5);
  if (t.genre_ids.includes(p.hated)) score -= 3.5;
  const loved = t.genre_ids.filter((g) => p.loved.includes(g)).length;
  score += Math.min(2, 1.5 * loved);
  if (peopleOf(t).some((id) => p.favourites.includes(id))) score += 1.5;
  return Math.min(10, Math.max(1, score));
}

export interface PersonOptions {
  ratings: number;
  watchlist: number;
}

/** One person: a taste, then ratings of titles they chose to watch, then a watchlist. */
export function makePerson(
  rng: () => number,
  name: string,
  titles: readonly SnapshotTitle[],
  genres: readonly number[],
  options: PersonOptions,
): Person {
  const shuffled = [...genres].sort(() => rng() - 0.5);
  const loved = shuffled.slice(0, 2);
  const hated = shuffled[2]!;
  const lovedTitles = titles.filter((t) => t.genre_ids.some((g) => loved.includes(g)));
  const favourites = Array.from({ length: 3 }, () =>
    pickOne(rng, peopleOf(pickOne(rng, lovedTitles)).concat(0)),
  );
  const taste = { name, loved, hated, favourites, leniency: (rng() - 0.5) * 2 };
  const chosen = new Map<string, SnapshotTitle>();
  // People mostly watch what they expect to like; a fifth of what they watch is random.
  for (let guard = 0; chosen.size < options.ratings && guard < options.ratings * 20; guard++) {
    const t = rng() < 0.8 ? pickOne(rng, lovedTitles) : pickOne(rng, titles);
    chosen.set(keyOf(refOf(t)), t);
  }
  const ratings = [...chosen.values()].map((t) => ({
    ...refOf(t),
    rating: Math.round(Math.min(10, Math.max(1, trueRating(taste, t) + 0.8 * normal(rng)))),
  }));
  const watchlist = new Map<string, TitleRef>();
  for (
    let guard = 0;
    watchlist.size < options.watchlist && guard < options.watchlist * 20;
    guard++
  ) {
    const t = rng() < 0.7 ? pickOne(rng, lovedTitles) : pickOne(rng, titles);
    const key = keyOf(refOf(t));
    if (!chosen.has(key) && trueRating(taste, t) >= 6.5) watchlist.set(key, refOf(t));
  }
  return { ...taste, ratings, watchlist: [...watchlist.values()] };
}
