import type { JobLog, JobQueue } from './index';
import { untilNextHour } from './index';

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Timers in this process (no Redis, no PostgreSQL): each instance looks at the top of every
 * hour, and `claimHour` (an insert-if-absent in the shared database, as the daily TV refresh
 * does) lets one instance an hour run it; a delayed run (a retry) runs here without a claim.
 * Unref'd timers: they never keep the process up.
 */
export class InProcessJobs implements JobQueue {
  readonly mode = 'in-process' as const;
  private job: (() => Promise<unknown>) | undefined;
  private hourly: NodeJS.Timeout | undefined;
  private later: { timer: NodeJS.Timeout; at: number } | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly claimHour: (hour: string) => Promise<boolean>,
    private readonly log: JobLog,
  ) {}

  async start(job: () => Promise<unknown>): Promise<void> {
    if (this.job || this.stopped) return;
    this.job = job;
    this.scheduleHour();
  }

  async runAfter(delayMs: number): Promise<void> {
    if (!this.job || this.stopped) return;
    const at = Date.now() + delayMs;
    if (this.later && this.later.at <= at) return;
    if (this.later) clearTimeout(this.later.timer);
    const timer = setTimeout(() => {
      this.later = undefined;
      void this.run();
    }, delayMs);
    timer.unref();
    this.later = { timer, at };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.hourly);
    if (this.later) clearTimeout(this.later.timer);
    await this.running?.catch(() => undefined);
  }

  private scheduleHour(): void {
    this.hourly = setTimeout(async () => {
      const hour = new Date().toISOString().slice(0, 13);
      try {
        if (await this.claimHour(hour)) await this.run();
      } catch (err) {
        this.log.warn({ reason: reasonOf(err) }, 'alerts job: the hour could not be claimed');
      }
      if (!this.stopped) this.scheduleHour();
    }, untilNextHour(Date.now()));
    this.hourly.unref();
  }

  private async run(): Promise<void> {
    if (this.stopped || !this.job) return;
    // One run at a time in this process; another ask during a run waits for it.
    const previous = this.running ?? Promise.resolve();
    const next = previous.then(() => (this.stopped ? undefined : this.job!()));
    this.running = next;
    try {
      await next;
    } catch (err) {
      this.log.warn({ reason: reasonOf(err) }, 'alerts job failed');
    } finally {
      if (this.running === next) this.running = undefined;
    }
  }
}
