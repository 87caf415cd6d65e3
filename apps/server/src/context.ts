import type { Health } from '@unclewatch/core';

import type { SnapshotCatalog } from './snapshot/index';
import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { Redis } from './infra/redis';
import type { JobQueue } from './providers/jobs/index';
import type { Mailer } from './providers/mail/index';
import type { RouteContext } from './routes/route-context';
import type { TvRefreshService } from './services/episodes/tv-refresh';

/**
 * Everything the composition root builds. Routes get only its RouteContext part (services,
 * guards, limits); the rest is for the HTTP set-up (app.ts), shutdown, the CLI and tests.
 */
export interface AppContext extends RouteContext {
  config: Config;
  version: string;
  database: AppDatabase;
  /** Present when REDIS_URL is set. */
  redis: Redis | undefined;
  providerModes: Health['providers'];
  mailer: Mailer;
  /** The embedded snapshot (the live adapters' fallback); for tests, never for a route. */
  snapshot: SnapshotCatalog;
  /** The daily TV refresh (decision 056); present only with a live catalogue. */
  tvRefresh: TvRefreshService | undefined;
  /** The alerts job's queue (BullMQ over Redis or PostgreSQL, else in-process timers). */
  alertJobs: JobQueue;
  /** The timed jobs' clock (the TV refresh, alerts); tests set `now` to move it. */
  clock: Clock;
}

/** What "now" is for the timed jobs. */
export interface Clock {
  now(): Date;
}
