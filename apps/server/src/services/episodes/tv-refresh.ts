import crypto from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';

import type { AppMetaRepository } from '../../db/repositories/app-meta';
import type { TvRefreshRepository } from '../../db/repositories/tv-refresh-repository';
import type { CatalogProvider } from '../../providers/catalog/index';

export interface TvRefreshLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TvRefreshOptions {
  /** Shows refreshed at once. */
  concurrency: number;
  /** How often each instance looks whether today is done; the first look this long after start. */
  checkEveryMs: number;
}

/** What one call of `runToday` did. */
export interface TvRefreshReport {
  /** The UTC day the refresh is for. */
  day: string;
  /** False when the day was already claimed (by another instance, or an earlier run). */
  ran: boolean;
  shows: number;
  refreshed: number;
  /** Ended or canceled: not fetched. */
  ended: number;
  failed: number;
}

export const tvRefreshTimes = (checkMinutes: number): TvRefreshOptions => ({
  concurrency: 4,
  checkEveryMs: checkMinutes * 60_000,
});

/** app_meta keys: one per UTC day, `tv-refresh:YYYY-MM-DD`. */
const CLAIM_PREFIX = 'tv-refresh:';
/** Regular seasons read again: the last two, the ones the calendar reads. */
const LATEST_SEASONS = 2;
/** Failures logged one by one; the rest are counted in the summary. */
const LOGGED_FAILURES = 5;
/** In a row: the upstream is down, and the rest waits for tomorrow. */
const GIVE_UP_AFTER = 20;

/** TMDB's statuses after which no episode comes; anything else (or none known) may air more. */
const NO_MORE_EPISODES = new Set(['Ended', 'Canceled']);
export const mayGetEpisodes = (status: string | null | undefined) =>
  !status || !NO_MORE_EPISODES.has(status);

type Outcome = 'refreshed' | 'ended' | 'unknown';

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The daily refresh of the shows people follow (issue #31), for a live catalogue: once a UTC
 * day, claimed in the shared database so that one instance does it, every show in someone's
 * calendar that may still air is read again from the upstream past the cache — its details
 * (new seasons, its status) and its last two seasons — so the calendar and Up next see new
 * episodes. Ended and canceled shows are not fetched.
 */
export class TvRefreshService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TvRefreshReport> | undefined;
  private stopped = false;

  constructor(
    private readonly shows: TvRefreshRepository,
    private readonly meta: AppMetaRepository,
    private readonly catalog: CatalogProvider,
    private readonly log: TvRefreshLog,
    /** Called after a run: what this instance keeps of the shows' episodes is read again. */
    private readonly refreshed: () => void,
    private readonly options: TvRefreshOptions = tvRefreshTimes(60),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Looks every `checkEveryMs` from now on; the timer never keeps the process up. */
  start(): void {
    if (!this.timer && !this.stopped) this.schedule(this.options.checkEveryMs);
  }

  /** No more looks; resolves once a refresh under way has stopped (it stops between shows). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Today's refresh when no instance has claimed today yet; else nothing. */
  runToday(): Promise<TvRefreshReport> {
    this.running ??= this.claimAndRun().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.runToday()
        .catch((err: unknown) => this.log.warn({ reason: reasonOf(err) }, 'TV refresh failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.checkEveryMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async claimAndRun(): Promise<TvRefreshReport> {
    const day = this.now().toISOString().slice(0, 10);
    const report: TvRefreshReport = {
      day,
      ran: false,
      shows: 0,
      refreshed: 0,
      ended: 0,
      failed: 0,
    };
    if (this.stopped) return report;
    const key = `${CLAIM_PREFIX}${day}`;
    // A value of its own per claim: an equal value read back means this call's insert won.
    if (!(await this.meta.claim(key, `${this.now().toISOString()} ${crypto.randomUUID()}`)))
      return report;
    report.ran = true;
    await this.meta.removeBefore(CLAIM_PREFIX, key);
    const ids = await this.shows.calendarShows();
    report.shows = ids.length;
    await this.refreshAll(ids, report);
    this.refreshed();
    this.log.info(report, 'TV refresh done');
    return report;
  }

  private async refreshAll(ids: readonly number[], report: TvRefreshReport): Promise<void> {
    let next = 0;
    let failuresInARow = 0;
    const worker = async () => {
      while (!this.stopped && next < ids.length && failuresInARow < GIVE_UP_AFTER) {
        const showId = ids[next++]!;
        try {
          const outcome = await this.refreshShow(showId);
          if (outcome === 'refreshed') report.refreshed++;
          if (outcome === 'ended') report.ended++;
          failuresInARow = 0;
        } catch (err) {
          report.failed++;
          failuresInARow++;
          if (report.failed <= LOGGED_FAILURES)
            this.log.warn({ showId, reason: reasonOf(err) }, 'TV refresh: a show failed');
        }
        // Requests come first: one show at a time per worker, then the event loop's turn.
        await yieldToRequests();
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    if (failuresInARow >= GIVE_UP_AFTER)
      this.log.warn({ failed: report.failed }, 'TV refresh stopped: the upstream keeps failing');
  }

  private async refreshShow(showId: number): Promise<Outcome> {
    // The status the catalogue already holds decides: an ended show is not fetched again.
    const known = await this.catalog.details('tv', showId);
    if (!known) return 'unknown';
    if (!mayGetEpisodes(known.status)) return 'ended';
    const show = (await this.catalog.refreshShow(showId)) ?? known;
    const latest = (show.seasons ?? []).filter((s) => s.season_number >= 1).slice(-LATEST_SEASONS);
    for (const season of latest) await this.catalog.refreshSeason(showId, season.season_number);
    return 'refreshed';
  }
}
