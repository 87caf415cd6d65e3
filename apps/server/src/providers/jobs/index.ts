/**
 * Background jobs (the alerts job, issue #44): a job that runs at the top of every hour on one
 * instance, and again after a delay when asked (a retry's back-off). Adapters: BullMQ over Redis
 * or PostgreSQL when either is configured (the schedule and the delayed runs live there, so they
 * survive restarts and are shared by every instance), in-process timers otherwise. The job's own
 * work is claimed in the database, so a run that happens twice sends nothing twice.
 */
export type JobQueueMode = 'in-process' | 'redis' | 'postgres';

export interface JobLog {
  warn(details: object, message: string): void;
}

export interface JobQueue {
  readonly mode: JobQueueMode;
  /** Starts running `job` hourly (and when asked); the first call wins. */
  start(job: () => Promise<unknown>): Promise<void>;
  /** One more run after `delayMs` (at the earliest); close asks share one run. */
  runAfter(delayMs: number): Promise<void>;
  /** No more runs; resolves once a run under way has ended. */
  stop(): Promise<void>;
}

/** Milliseconds until the next top of the hour (UTC), at least one second. */
export const untilNextHour = (now: number) => Math.max(1000, 3_600_000 - (now % 3_600_000));
