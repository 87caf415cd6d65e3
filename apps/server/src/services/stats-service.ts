import type { WatchedEntry, WatchedStats } from '@unclewatch/core';

import { DomainError } from './domain-error';
import type { CatalogProvider } from '../providers/catalog/index';
import type { LibraryService } from './library-service';
import type { WatchedService } from './watched-service';

const TOP = 8;
/** Billed cast counted per title: leads, not every extra. */
const CAST_PER_TITLE = 5;

function top(counts: Map<string, number>, n = TOP) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([name, count]) => ({ name, count }));
}

const bump = (counts: Map<string, number>, key: string, by = 1) =>
  counts.set(key, (counts.get(key) ?? 0) + by);

/** The 12 months ending with `last` (`YYYY-MM`), oldest first. */
export function twelveMonthsTo(last: string): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** Stats of one user's diary and ratings; title facts through the catalogue port. */
export class StatsService {
  constructor(
    private readonly watched: WatchedService,
    private readonly library: LibraryService,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `month`: the last of the 12 counted (the user's current month); the UTC one by default. */
  async forUser(userId: string, month?: string): Promise<WatchedStats> {
    // The user's month may be the UTC month after the current one (east of UTC), never later.
    if (month !== undefined && month > this.watched.latestDay().slice(0, 7))
      throw new DomainError(
        'invalid',
        "Invalid query parameter 'month': must not be in the future",
        {
          details: [{ path: 'month', message: 'must not be in the future' }],
        },
      );
    const [diary, ratings] = await Promise.all([
      this.watched.diary(userId),
      this.library.ratings(userId),
    ]);
    const months = twelveMonthsTo(month ?? this.now().toISOString().slice(0, 7));
    const perMonth = new Map(months.map((m) => [m, 0]));
    for (const e of diary) {
      const month = e.date.slice(0, 7);
      if (perMonth.has(month)) bump(perMonth, month);
    }
    const ratingCounts = new Map<number, number>();
    for (const r of ratings) ratingCounts.set(r.rating, (ratingCounts.get(r.rating) ?? 0) + 1);

    const byTitle = new Map<string, WatchedEntry[]>();
    for (const e of diary) {
      const key = `${e.type}:${e.titleId}`;
      const entries = byTitle.get(key);
      if (entries) entries.push(e);
      else byTitle.set(key, [e]);
    }
    const genres = new Map<string, number>();
    const directors = new Map<string, number>();
    const actors = new Map<string, number>();
    let minutes = 0;
    for (const entries of byTitle.values()) {
      const { type, titleId } = entries[0]!;
      const [details, credits] = await Promise.all([
        this.catalog.details(type, titleId),
        this.catalog.credits(type, titleId),
      ]);
      for (const g of details?.genres ?? []) bump(genres, g.name);
      minutes += (details?.runtime ?? 0) * entries.length;
      const directing = new Set(
        (credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name),
      );
      for (const name of directing) bump(directors, name);
      for (const c of (credits?.cast ?? []).slice(0, CAST_PER_TITLE)) bump(actors, c.name);
    }
    return {
      perMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
      ratings: Array.from({ length: 10 }, (_, i) => ({
        rating: i + 1,
        count: ratingCounts.get(i + 1) ?? 0,
      })),
      genres: top(genres),
      directors: top(directors, 5),
      actors: top(actors, 5),
      hours: Math.round((minutes / 60) * 10) / 10,
      entries: diary.length,
      titles: byTitle.size,
    };
  }
}
