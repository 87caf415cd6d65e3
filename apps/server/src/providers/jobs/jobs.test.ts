import { afterEach, describe, expect, it } from 'vitest';

import { BullMqJobs, type BullMqConnection } from './bullmq-jobs';
import type { JobQueue } from './index';
import { InProcessJobs } from './in-process-jobs';
import { untilNextHour } from './index';

const quiet = { warn: () => undefined };
const started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop()));
});

const waitFor = async (done: () => boolean, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Two instances of one kind of queue on the same store, each with a worker. */
async function twoInstances(make: () => JobQueue) {
  let runs = 0;
  const job = async () => {
    runs++;
  };
  const a = make();
  const b = make();
  started.push(a, b);
  await a.start(job);
  await b.start(job);
  return { a, b, runs: () => runs };
}

describe('alerts job queues', () => {
  it('waits for the top of the next hour', () => {
    expect(untilNextHour(Date.parse('2027-01-01T10:59:00Z'))).toBe(60_000);
    expect(untilNextHour(Date.parse('2027-01-01T11:00:00Z'))).toBe(3_600_000);
  });

  it('in-process: a run asked for later happens once, close asks sharing it', async () => {
    const { a, runs } = await twoInstances(() => new InProcessJobs(async () => true, quiet));
    await a.runAfter(20);
    await a.runAfter(40);
    await waitFor(() => runs() >= 1);
    await a.stop();
    expect(runs()).toBe(1);
  });

  const backends: [string, BullMqConnection | undefined][] = [
    [
      'Redis',
      process.env.REDIS_URL
        ? { mode: 'redis', url: process.env.REDIS_URL, prefix: `uw-test-jobs-${Date.now()}:` }
        : undefined,
    ],
    [
      'PostgreSQL',
      process.env.TEST_DATABASE_URL
        ? { mode: 'postgres', url: process.env.TEST_DATABASE_URL, prefix: `t${Date.now()}_` }
        : undefined,
    ],
  ];
  for (const [name, connection] of backends)
    it.runIf(connection)(
      `BullMQ over ${name}: one delayed run for two instances asking, and the hourly schedule`,
      async () => {
        const { a, b, runs } = await twoInstances(() => new BullMqJobs(connection!, quiet));
        await Promise.all([a.runAfter(0), b.runAfter(0)]);
        await waitFor(() => runs() >= 1);
        // Both workers stay up a moment: the shared job ran once, not once per instance.
        await new Promise((r) => setTimeout(r, 500));
        expect(runs()).toBe(1);
        expect(a.mode).toBe(connection!.mode);
      },
    );
});
