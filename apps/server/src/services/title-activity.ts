import crypto from 'node:crypto';

import type { MediaType, TrendingWindow } from '@unclewatch/core';

type Counts = { type: MediaType; id: number; count: number }[];

export interface ActivitySources {
  watchlistAdds(since: string): Promise<Counts>;
  ratings(since: string): Promise<Counts>;
  comments(since: string): Promise<Counts>;
}

export interface ActivitySnapshot {
  /** Changes whenever the counts change, so cached orders can be dropped. */
  version: string;
  boost(type: MediaType, id: number): number;
}

const windowMs: Record<TrendingWindow, number> = {
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
};
/** Weight of each kind of activity: a comment or rating says more than a save. */
const weights = { watchlistAdds: 1, ratings: 1.5, comments: 2 } as const;
const REFRESH_MS = 60_000;

/**
 * Our own users' recent activity per title (watchlist adds, ratings, comments), read at most
 * once a minute per window, turned into a trending boost.
 */
export class TitleActivity {
  private readonly cache = new Map<TrendingWindow, { at: number; snapshot: ActivitySnapshot }>();

  constructor(
    private readonly sources: ActivitySources,
    private readonly now: () => number = Date.now,
  ) {}

  async snapshot(window: TrendingWindow): Promise<ActivitySnapshot> {
    const cached = this.cache.get(window);
    if (cached && this.now() - cached.at < REFRESH_MS) return cached.snapshot;
    const since = new Date(this.now() - windowMs[window]).toISOString();
    const scores = new Map<string, number>();
    for (const kind of Object.keys(weights) as (keyof typeof weights)[]) {
      for (const { type, id, count } of await this.sources[kind](since).catch((): Counts => [])) {
        const key = `${type}:${id}`;
        scores.set(key, (scores.get(key) ?? 0) + weights[kind] * count);
      }
    }
    const version = crypto
      .createHash('sha1')
      .update(
        [...scores]
          .sort()
          .map(([k, v]) => `${k}=${v}`)
          .join(','),
      )
      .digest('hex')
      .slice(0, 12);
    const snapshot: ActivitySnapshot = {
      version,
      boost: (type, id) => {
        const score = scores.get(`${type}:${id}`);
        return score ? 0.9 * Math.log2(1 + score) : 0;
      },
    };
    this.cache.set(window, { at: this.now(), snapshot });
    return snapshot;
  }
}
