import type { WatchedEntry, WatchedStats } from '@unclewatch/core';

import { DomainError } from '../domain/domain-error';
import type { CatalogProvider } from '../providers/catalog/index';
import type { LibraryService } from './library-service';
import type { WatchedService } from './watched-service';
import type { EpisodeView } from '../db/repositories/episodes-repository';
import { episodeKey, episodeMinutes, wholeShowMinutes } from './episodes/episode-runtimes';

/** Where the stats read episode viewings (the episode history). */
export interface EpisodeViewings {
  viewings(userId: string): Promise<EpisodeView[]>;
}

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

/**
 * All time's months: from the first viewing's to `last` (or the last viewing's, if later), or
 * the 12 ending with `last` when nothing is watched.
 */
function monthsOf(diary: WatchedEntry[], views: EpisodeView[], last: string): string[] {
  let first = last;
  let end = last;
  for (const month of [
    ...diary.map((e) => e.date.slice(0, 7)),
    ...views.map((v) => v.watchedAt.slice(0, 7)),
  ]) {
    if (month < first) first = month;
    if (month > end) end = month;
  }
  if (first === end) return twelveMonthsTo(end);
  const months: string[] = [];
  const [year, month] = first.split('-').map(Number) as [number, number];
  for (let i = 0; months.at(-1) !== end; i++) {
    months.push(new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 7));
  }
  return months;
}

/**
 * Minutes as TV Time counted time watched: whole hours (of the tenths `hours` shows, so 7.5
 * hours reads 8), in months of 30 days and days.
 */
export function timeWatched(minutes: number) {
  const hours = Math.round(Math.round(minutes / 6) / 10);
  return {
    months: Math.floor(hours / (30 * 24)),
    days: Math.floor((hours % (30 * 24)) / 24),
    hours: hours % 24,
  };
}

/** Stats of one user's diary and ratings; title facts through the catalogue port. */
export class StatsService {
  constructor(
    private readonly watched: WatchedService,
    private readonly library: LibraryService,
    private readonly catalog: CatalogProvider,
    private readonly episodes?: EpisodeViewings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `month`: the last of the 12 counted (the user's current month); the UTC one by default.
   * `year`: that calendar year instead. `period` 'all': every viewing, its chart from the first
   * viewing's month to `month`. Every figure counts only the period's viewings, so `hours`,
   * `episodes`, `entries` and `titles` agree with `perMonth`.
   */
  async forUser(
    userId: string,
    {
      month,
      year,
      period,
    }: { month?: string; year?: number; period?: 'last-12-months' | 'all' } = {},
  ): Promise<WatchedStats> {
    if (month !== undefined && year !== undefined) {
      throw invalid('year', 'give either month or year, not both');
    }
    if (period !== undefined && year !== undefined) {
      throw invalid('period', 'give either period or year, not both');
    }
    // The user's month may be the UTC month after the current one (east of UTC), never later.
    const latest = this.watched.latestDay();
    if (month !== undefined && month > latest.slice(0, 7)) {
      throw invalid('month', 'must not be in the future');
    }
    if (year !== undefined && year > Number(latest.slice(0, 4))) {
      throw invalid('year', 'must not be in the future');
    }
    const [all, ratings, viewings] = await Promise.all([
      this.watched.diary(userId),
      this.library.ratings(userId),
      this.episodes?.viewings(userId) ?? Promise.resolve([]),
    ]);
    // A viewing of unknown date belongs to no month: no period counts it (decision 082).
    const allViews = viewings.filter((v) => !v.dateUnknown);
    const kind = year !== undefined ? 'year' : (period ?? 'last-12-months');
    const last = month ?? this.now().toISOString().slice(0, 7);
    const months =
      kind === 'year'
        ? twelveMonthsTo(`${year}-12`)
        : kind === 'all'
          ? monthsOf(all, allViews, last)
          : twelveMonthsTo(last);
    // Every figure below counts only the viewings in the period's months.
    const counted = new Set(months);
    const inPeriod = (day: string) => counted.has(day.slice(0, 7));
    const diary = all.filter((e) => inPeriod(e.date));
    const views = allViews.filter((v) => inPeriod(v.watchedAt));
    const perMonth = new Map(months.map((m) => [m, 0]));
    const episodesPerMonth = new Map(months.map((m) => [m, 0]));
    const years = new Set<number>();
    for (const e of all) years.add(Number(e.date.slice(0, 4)));
    for (const v of allViews) years.add(Number(v.watchedAt.slice(0, 4)));
    for (const e of diary) bump(perMonth, e.date.slice(0, 7));
    for (const v of views) bump(episodesPerMonth, v.watchedAt.slice(0, 7));
    const ratingCounts = new Map<number, number>();
    for (const r of ratings) ratingCounts.set(r.rating, (ratingCounts.get(r.rating) ?? 0) + 1);

    // Each title watched (as a whole, or an episode of it) once, with its whole viewings.
    const byTitle = new Map<string, { type: WatchedEntry['type']; titleId: number; n: number }>();
    for (const e of diary) {
      const key = `${e.type}:${e.titleId}`;
      const title = byTitle.get(key);
      if (title) title.n++;
      else byTitle.set(key, { type: e.type, titleId: e.titleId, n: 1 });
    }
    for (const v of views) {
      const key = `tv:${v.showId}`;
      if (!byTitle.has(key)) byTitle.set(key, { type: 'tv', titleId: v.showId, n: 0 });
    }
    const showsWithEpisodes = new Set(allViews.map((v) => v.showId));
    const runtimes = await episodeMinutes(
      this.catalog,
      views.map((v) => ({ showId: v.showId, season: v.season })),
    );
    let tvMinutes = views.reduce(
      (sum, v) => sum + (runtimes.get(episodeKey(v.showId, v.season, v.episode)) ?? 0),
      0,
    );
    const today = this.now().toISOString().slice(0, 10);
    const genres = new Map<string, number>();
    const directors = new Map<string, number>();
    const actors = new Map<string, number>();
    let movieMinutes = 0;
    for (const { type, titleId, n } of byTitle.values()) {
      const [details, credits] = await Promise.all([
        this.catalog.details(type, titleId),
        this.catalog.credits(type, titleId),
      ]);
      for (const g of details?.genres ?? []) bump(genres, g.name);
      if (type === 'movie') movieMinutes += (details?.runtime ?? 0) * n;
      else if (n > 0 && !showsWithEpisodes.has(titleId))
        tvMinutes += await wholeShowMinutes(this.catalog, titleId, today);
      const directing = new Set(
        (credits?.crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name),
      );
      for (const name of directing) bump(directors, name);
      for (const c of (credits?.cast ?? []).slice(0, CAST_PER_TITLE)) bump(actors, c.name);
    }
    const charted = months.map((month) => ({
      month,
      count: perMonth.get(month) ?? 0,
      episodes: episodesPerMonth.get(month) ?? 0,
    }));
    const tenths = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
    return {
      period: kind,
      year: year ?? null,
      years: [...years].sort((a, b) => b - a),
      perMonth: charted,
      viewings: charted.reduce((n, m) => n + m.count, 0),
      ratings: Array.from({ length: 10 }, (_, i) => ({
        rating: i + 1,
        count: ratingCounts.get(i + 1) ?? 0,
      })),
      genres: top(genres),
      directors: top(directors, 5),
      actors: top(actors, 5),
      hours: tenths(movieMinutes + tvMinutes),
      tvHours: tenths(tvMinutes),
      timeWatched: timeWatched(movieMinutes + tvMinutes),
      episodes: views.length,
      entries: diary.length,
      titles: byTitle.size,
    };
  }
}
