import type { TrendingWindow } from '@unclewatch/core';

import { releaseYear, type SnapshotTitle } from './titles';

/** How strongly each window favours recent releases (years until the boost halves). */
const recencyHalfLife: Record<TrendingWindow, number> = { day: 1.5, week: 4, month: 12 };
const jitterWeight: Record<TrendingWindow, number> = { day: 0.35, week: 0.2, month: 0.1 };

/** Extra weight for titles our own users acted on recently (watchlist, ratings, comments). */
export type ActivityBoost = (type: 'movie' | 'tv', id: number) => number;

/** Where the boost comes from, per window; `version` changes when the activity does. */
export interface ActivitySource {
  snapshot(window: TrendingWindow): Promise<{ version: string; boost: ActivityBoost }>;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

/** The calendar bucket a window rotates on: a new order each day, week or month. */
export function windowBucket(window: TrendingWindow, now: Date): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  if (window === 'day') return `d${day}`;
  if (window === 'week') return `w${Math.floor((day + 3) / 7)}`;
  return `m${now.getUTCFullYear()}-${now.getUTCMonth()}`;
}

/**
 * Offline trending: popularity blended with recency and a small, stable per-bucket rotation,
 * so day, week and month give different orders that stay put within their period.
 */
export function trendingOrder(
  titles: readonly SnapshotTitle[],
  window: TrendingWindow,
  now: Date,
  boost: ActivityBoost = () => 0,
): SnapshotTitle[] {
  const bucket = windowBucket(window, now);
  const thisYear = now.getUTCFullYear();
  const scored = titles.map((title) => {
    const type = 'title' in title ? 'movie' : 'tv';
    const age = Math.max(0, thisYear - (releaseYear(title) ?? thisYear - 30));
    const recency = Math.pow(0.5, age / recencyHalfLife[window]);
    const score =
      Math.log10(1 + title.popularity) +
      0.4 * Math.log10(1 + title.vote_count) +
      1.2 * recency +
      jitterWeight[window] * hash(`${bucket}:${type}:${title.id}`) * 3 +
      boost(type, title.id);
    return { title, score };
  });
  return scored.sort((a, b) => b.score - a.score || a.title.id - b.title.id).map((s) => s.title);
}
