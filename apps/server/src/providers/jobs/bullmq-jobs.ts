import { Queue, Worker, createPostgresBackend } from 'bullmq';

import type { JobLog, JobQueue, JobQueueMode } from './index';

const QUEUE = 'alerts';
const HOURLY = 'alerts-hourly';
const SLOT_MS = 10_000;

export type BullMqConnection =
  | { mode: 'redis'; url: string; prefix: string }
  | { mode: 'postgres'; url: string; prefix: string };

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * BullMQ (decision 078): the hourly run is a job scheduler (`0 * * * *`, UTC) shared by every
 * instance — one job an hour, taken by one worker — and a retry is a delayed job, both kept in
 * Redis, or in PostgreSQL (BullMQ's own schema, `bullmq`) when there is no Redis. Each instance
 * runs a worker, one job at a time; a failed run is tried again with back-off.
 */
export class BullMqJobs implements JobQueue {
  readonly mode: JobQueueMode;
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private stopped = false;

  constructor(
    private readonly connection: BullMqConnection,
    private readonly log: JobLog,
  ) {
    this.mode = connection.mode;
  }

  private options() {
    const { mode, url, prefix } = this.connection;
    return mode === 'redis'
      ? {
          args: [] as const,
          connection: { url, maxRetriesPerRequest: null, enableOfflineQueue: true },
          prefix: `${prefix}bull`,
        }
      : {
          args: [createPostgresBackend] as const,
          connection: { connectionString: url, migrate: true, max: 3 },
          prefix: `${prefix.replace(/[^A-Za-z0-9_]/g, '_')}bull`,
        };
  }

  async start(job: () => Promise<unknown>): Promise<void> {
    if (this.queue || this.stopped) return;
    const { args, connection, prefix } = this.options();
    // The backend factory is the constructors' last argument for PostgreSQL, none for Redis.
    const QueueOf = Queue as unknown as new (...a: unknown[]) => Queue;
    const WorkerOf = Worker as unknown as new (...a: unknown[]) => Worker;
    this.queue = new QueueOf(QUEUE, { connection, prefix }, ...args);
    this.queue.on('error', (err: Error) =>
      this.log.warn({ reason: err.message }, 'alerts queue error'),
    );
    await this.queue.upsertJobScheduler(
      HOURLY,
      { pattern: '0 * * * *', tz: 'UTC' },
      { name: 'run', opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
    // Stopped while the store was being reached (a slow start, then shutdown): no worker.
    if (this.stopped) return;
    this.worker = new WorkerOf(
      QUEUE,
      async () => {
        await job();
      },
      { connection, prefix, concurrency: 1 },
      ...args,
    );
    this.worker.on('error', (err: Error) =>
      this.log.warn({ reason: err.message }, 'alerts worker error'),
    );
    this.worker.on('failed', (_job, err: Error) =>
      this.log.warn({ reason: reasonOf(err) }, 'alerts job failed'),
    );
  }

  async runAfter(delayMs: number): Promise<void> {
    if (!this.queue || this.stopped) return;
    // One delayed run per ten seconds, whoever asks: asks that fall in the same ten seconds
    // share its job id, and it runs at their end (never before the time asked).
    const slot = Math.ceil((Date.now() + delayMs) / SLOT_MS);
    await this.queue.add(
      'run',
      {},
      {
        jobId: `retry-${slot}`,
        delay: Math.max(0, slot * SLOT_MS - Date.now()),
        attempts: 3,
        backoff: { type: 'exponential', delay: 30_000 },
        removeOnComplete: true,
        removeOnFail: 50,
      },
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
