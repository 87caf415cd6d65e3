import type { MediaType, PickTier, TogetherPick } from '@unclewatch/core';

import { moodBoost, moodGenres } from './mood';
import { explain, watchlistReason } from './pick-reasons';
import { predict, predictRating, type Taste } from './taste-model';
import { titleKey, type TitleFeatures } from './title-features';

/**
 * The household's rules and the order of a pick, as pure functions: the service gathers the
 * data, these decide (and the evaluation in the bench checks them).
 */

export interface PickMember {
  id: string;
  name: string;
  taste: Taste;
  /** Title keys (`movie:550`) on this member's watchlist. */
  watchlist: ReadonlySet<string>;
  /** Title keys this member has watched (diary) or rated. */
  seen: ReadonlySet<string>;
}

export interface PickRules {
  type?: MediaType;
  maxRuntime?: number;
  rewatch: boolean;
  /** Titles this household already watched together: never picked again. */
  evenings: ReadonlySet<string>;
  mood?: string;
}

/** Why a title may not be picked tonight, or null when it may. */
export function brokenRule(
  f: TitleFeatures,
  members: readonly PickMember[],
  rules: PickRules,
): string | null {
  const key = titleKey(f.type, f.id);
  if (rules.type && f.type !== rules.type) return 'type';
  if (rules.maxRuntime !== undefined && (f.runtime === null || f.runtime > rules.maxRuntime))
    return 'runtime';
  if (rules.evenings.has(key)) return 'watched-together';
  if (!rules.rewatch && members.some((m) => m.seen.has(key))) return 'watched';
  return null;
}

/**
 * Someone is likely to hate it: predicted under 5.5 and a point below their own average. Such
 * a title goes below every other, whatever list it is on (least misery).
 */
export function isMisery(taste: Taste, predicted: number): boolean {
  return predicted < 5.5 && predicted < taste.mean - 1;
}

export interface Ranked {
  features: TitleFeatures;
  tier: PickTier;
  /** Each present member's predicted rating, in the members' order. */
  ratings: number[];
  /** The least happy member's predicted rating. */
  score: number;
  misery: boolean;
  sortScore: number;
}

const TIER_ORDER: Record<PickTier, number> = { 'shared-watchlist': 2, watchlist: 1, predicted: 0 };

export function tierOf(f: TitleFeatures, members: readonly PickMember[]): PickTier {
  const key = titleKey(f.type, f.id);
  const wanting = members.filter((m) => m.watchlist.has(key)).length;
  return wanting >= 2 ? 'shared-watchlist' : wanting === 1 ? 'watchlist' : 'predicted';
}

/** Every eligible candidate, best first: no misery, then tier, then the least happy member. */
export function rankCandidates(
  candidates: readonly TitleFeatures[],
  members: readonly PickMember[],
  rules: PickRules,
): Ranked[] {
  const seen = new Set<string>();
  const ranked: Ranked[] = [];
  const mood = moodGenres(rules.mood);
  for (const f of candidates) {
    const key = titleKey(f.type, f.id);
    if (seen.has(key) || brokenRule(f, members, rules)) continue;
    seen.add(key);
    const ratings = members.map((m) => predictRating(m.taste, f));
    const score = Math.min(...ratings);
    const mean = ratings.reduce((a, r) => a + r, 0) / ratings.length;
    const misery = members.some((m, i) => isMisery(m.taste, ratings[i]!));
    ranked.push({
      features: f,
      tier: tierOf(f, members),
      ratings,
      score,
      misery,
      sortScore: score + 0.1 * mean + moodBoost(mood, f.genreNames),
    });
  }
  return ranked.sort(
    (a, b) =>
      Number(a.misery) - Number(b.misery) ||
      TIER_ORDER[b.tier] - TIER_ORDER[a.tier] ||
      b.sortScore - a.sortScore ||
      b.features.quality - a.features.quality ||
      a.features.id - b.features.id,
  );
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** A ranked title as the API answers it, with its reasons person by person. */
export function toPick(
  r: Ranked,
  members: readonly PickMember[],
  personName: (id: number) => string | undefined,
  mood?: string,
): TogetherPick {
  const f = r.features;
  const key = titleKey(f.type, f.id);
  const wanting = members.filter((m) => m.watchlist.has(key));
  const reasons = [];
  if (wanting.length > 0) reasons.push(watchlistReason(wanting));
  for (const m of members)
    if (!m.watchlist.has(key)) reasons.push(explain(m, predict(m.taste, f), f, personName));
  if (moodBoost(moodGenres(mood), f.genreNames) > 0)
    reasons.push({ member: 'Everyone', memberIds: [], text: `Fits the mood: ${mood!.trim()}` });
  return {
    type: f.type,
    id: f.id,
    title: f.title,
    year: f.year,
    poster_path: f.poster,
    overview: f.overview,
    genres: f.genreNames,
    runtime: f.runtime,
    uncleScore: f.uncleScore,
    score: round1(r.score),
    predicted: Object.fromEntries(members.map((m, i) => [m.id, round1(r.ratings[i]!)])),
    tier: r.tier,
    reasons,
  };
}
