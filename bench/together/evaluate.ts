import type { TogetherPickBody } from '@unclewatch/core';

import type { SnapshotCatalog } from '../../apps/server/src/snapshot/index';
import type { Ranked } from '../../apps/server/src/services/together/pick-ranking';
import { keyOf, trueRating, type Person } from './synthetic';

export interface Evaluation {
  members: number;
  pool: number;
  tier: string;
  /** Rules the top pick broke (must stay empty). */
  violations: string[];
  /** The top pick is in every present member's top quarter of the pool, by the model. */
  predictedTopQuartile: boolean;
  /** … by the hidden taste itself. */
  trueTopQuartile: boolean;
  /** Someone present truly rates it under 5. */
  someoneHates: boolean;
  /** The same two questions for other ways of choosing from the same pool. */
  byAverage: { trueTopQuartile: boolean; someoneHates: boolean };
  byAverageSameTiers: { trueTopQuartile: boolean; someoneHates: boolean };
  byQuality: { trueTopQuartile: boolean; someoneHates: boolean };
  random: { trueTopQuartile: boolean; someoneHates: boolean };
}

const TIER = { 'shared-watchlist': 2, watchlist: 1, predicted: 0 } as const;

/** Whether `value` is in the top quarter of `all` (fewer than a quarter are strictly higher). */
const inTopQuarter = (value: number, all: readonly number[]) =>
  all.filter((x) => x > value).length < all.length / 4;

export function evaluateTopPick(
  snapshot: SnapshotCatalog,
  result: { ranked: Ranked[] },
  people: Person[],
  body: TogetherPickBody,
): Evaluation {
  const pool = result.ranked;
  const top = pool[0];
  const violations: string[] = [];
  const truth = (r: Ranked) =>
    people.map((p) => {
      const t = snapshot.title(r.features.type, r.features.id);
      return t ? trueRating(p, t) : 5;
    });
  const judge = (r: Ranked | undefined) => {
    if (!r) return { trueTopQuartile: false, someoneHates: false };
    const mine = truth(r);
    return {
      trueTopQuartile: people.every((_, i) =>
        inTopQuarter(
          mine[i]!,
          allTrue.map((x) => x[i]!),
        ),
      ),
      someoneHates: mine.some((x) => x < 5),
    };
  };
  const allTrue = pool.map(truth);
  if (!top) violations.push('no-pick');
  else {
    // The hard rules, checked against the synthetic data and the snapshot, not the service.
    const key = keyOf(top.features);
    if (people.some((p) => p.ratings.some((r) => keyOf(r) === key))) violations.push('watched');
    if (body.type && top.features.type !== body.type) violations.push('type');
    const runtime = snapshot.title(top.features.type, top.features.id)?.runtime;
    if (body.maxRuntime !== undefined && (!runtime || runtime > body.maxRuntime))
      violations.push('runtime');
    // Order: nothing nobody would hate is left below a title someone would; then the tiers.
    if (top.misery && pool.some((r) => !r.misery)) violations.push('misery');
    const wanted = pool.filter((r) => !r.misery).map((r) => TIER[r.tier]);
    if (!top.misery && wanted.some((t) => t > TIER[top.tier])) violations.push('tier');
    const onLists = people.filter((p) => p.watchlist.some((w) => keyOf(w) === key)).length;
    const expected = onLists >= 2 ? 'shared-watchlist' : onLists === 1 ? 'watchlist' : 'predicted';
    if (expected !== top.tier) violations.push('tier-label');
  }
  const predicted = (r: Ranked, i: number) => r.ratings[i]!;
  const mean = (r: Ranked) => r.ratings.reduce((a, x) => a + x, 0) / r.ratings.length;
  const byAverage = [...pool].sort((a, b) => mean(b) - mean(a))[0];
  // The same watchlist tiers, but the average member instead of the least happy one.
  const byAverageSameTiers = [...pool].sort(
    (a, b) => TIER[b.tier] - TIER[a.tier] || mean(b) - mean(a),
  )[0];
  const byQuality = [...pool].sort((a, b) => b.features.quality - a.features.quality)[0];
  const random = pool[Math.floor(pool.length / 2)];
  return {
    members: people.length,
    pool: pool.length,
    tier: top?.tier ?? 'none',
    violations,
    predictedTopQuartile:
      top !== undefined &&
      people.every((_, i) =>
        inTopQuarter(
          predicted(top, i),
          pool.map((r) => predicted(r, i)),
        ),
      ),
    ...judge(top),
    byAverage: judge(byAverage),
    byAverageSameTiers: judge(byAverageSameTiers),
    byQuality: judge(byQuality),
    random: judge(random),
  };
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 10);

export function summarise(all: Evaluation[]) {
  const count = (f: (e: Evaluation) => boolean) => pct(all.filter(f).length, all.length);
  const violations: Record<string, number> = {};
  for (const e of all) for (const v of e.violations) violations[v] = (violations[v] ?? 0) + 1;
  return {
    households: all.length,
    bySize: Object.fromEntries(
      [2, 3, 4].map((n) => [n, all.filter((e) => e.members === n).length]),
    ),
    medianPool: [...all.map((e) => e.pool)].sort((a, b) => a - b)[Math.floor(all.length / 2)] ?? 0,
    topPickTiers: Object.fromEntries(
      ['shared-watchlist', 'watchlist', 'predicted'].map((t) => [
        t,
        all.filter((e) => e.tier === t).length,
      ]),
    ),
    topPickBreaksARulePct: count((e) => e.violations.length > 0),
    violations,
    topPickInEveryonesPredictedTopQuartilePct: count((e) => e.predictedTopQuartile),
    topPickInEveryonesTrueTopQuartilePct: count((e) => e.trueTopQuartile),
    someoneTrulyHatesTopPickPct: count((e) => e.someoneHates),
    /** The same, for the households whose top pick came from predictions (no watchlist rule). */
    predictedTierTopPicks: {
      predictedTopQuartilePct: pct(
        all.filter((e) => e.tier === 'predicted' && e.predictedTopQuartile).length,
        all.filter((e) => e.tier === 'predicted').length,
      ),
      trueTopQuartilePct: pct(
        all.filter((e) => e.tier === 'predicted' && e.trueTopQuartile).length,
        all.filter((e) => e.tier === 'predicted').length,
      ),
    },
    baselines: {
      averageWithTheSameTiers: {
        trueTopQuartilePct: count((e) => e.byAverageSameTiers.trueTopQuartile),
        someoneHatesPct: count((e) => e.byAverageSameTiers.someoneHates),
      },
      averageOfPredictions: {
        trueTopQuartilePct: count((e) => e.byAverage.trueTopQuartile),
        someoneHatesPct: count((e) => e.byAverage.someoneHates),
      },
      catalogueQualityOnly: {
        trueTopQuartilePct: count((e) => e.byQuality.trueTopQuartile),
        someoneHatesPct: count((e) => e.byQuality.someoneHates),
      },
      middleOfThePool: {
        trueTopQuartilePct: count((e) => e.random.trueTopQuartile),
        someoneHatesPct: count((e) => e.random.someoneHates),
      },
    },
  };
}
