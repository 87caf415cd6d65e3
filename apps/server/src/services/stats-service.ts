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

const invalid = (parameter: string, message: string) =>
  new DomainError('invalid', `Invalid query parameter '${parameter}': ${message}`, {
    details: [{ path: parameter, message }],
  });

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

  /**
   * `month`: the last of the 12 counted (the user's current month); the UTC one by default.
   * `year`: that calendar year instead, every diary chart counting only its viewings.
   */
  async forUser(
    userId: string,
    { month, year }: { month?: string; year?: number } = {},
  ): Promise<WatchedStats> {
    if (month !== undefined && year !== undefined) {
      throw invalid('year', 'give either month or year, not both');
    }
    // The user's month may be the UTC month after the current one (east of UTC), never later.
    const latest = this.watched.latestDay();
    if (month !== undefined && month > latest.slice(0, 7)) {
      throw invalid('month', 'must not be in the future');
    }
    if (year !== undefined && year > Number(latest.slice(0, 4))) {
      throw invalid('year', 'must not be in the future');
    }
    const [all, ratings] = await Promise.all([
      this.watched.diary(userId),
      this.library.ratings(userId),
    ]);
    const diary = year === undefined ? all : all.filter((e) => e.date.startsWith(`${year}-`));
    const months =
      year === undefined
        ? twelveMonthsTo(month ?? this.now().toISOString().slice(0, 7))
        : twelveMonthsTo(`${year}-12`);
    const perMonth = new Map(months.map((m) => [m, 0]));
    const years = new Set<number>();
    for (const e of all) {
      const month = e.date.slice(0, 7);
      if (perMonth.has(month)) bump(perMonth, month);
      years.add(Number(e.date.slice(0, 4)));
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
    const counted = months.map((month) => ({ month, count: perMonth.get(month) ?? 0 }));
    return {
      year: year ?? null,
      years: [...years].sort((a, b) => b - a),
      perMonth: counted,
      viewings: counted.reduce((n, m) => n + m.count, 0),
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
