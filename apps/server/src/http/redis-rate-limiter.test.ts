import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';

import { RedisRateLimiter } from './redis-rate-limiter';

/** Just enough of ioredis: a MULTI of INCR + PEXPIRE over an in-memory map, or failures. */
function fakeRedis(mode: { failing: boolean; status: string }) {
  const counts = new Map<string, number>();
  const expiries = new Map<string, number>();
  const redis = {
    get status() {
      return mode.status;
    },
    multi() {
      let key = '';
      const chain = {
        incr(k: string) {
          key = k;
          return chain;
        },
        pexpire(k: string, ms: number) {
          expiries.set(k, ms);
          return chain;
        },
        async exec() {
          if (mode.failing) throw new Error('connection lost');
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return [[null, counts.get(key)]];
        },
      };
      return chain;
    },
  };
  return { redis: redis as unknown as Redis, counts, expiries };
}

const log = () => ({ warn: vi.fn(), info: vi.fn() });

describe('RedisRateLimiter', () => {
  it('counts a fixed window per key and says when it resets', async () => {
    const { redis, expiries } = fakeRedis({ failing: false, status: 'ready' });
    let now = 120_000 + 15_000;
    const limiter = new RedisRateLimiter({
      redis,
      name: 'search',
      limit: 2,
      keyPrefix: 't:',
      log: log(),
      now: () => now,
    });
    expect(await limiter.hit('ip1')).toEqual({ allowed: true });
    expect(await limiter.hit('ip1')).toEqual({ allowed: true });
    expect(await limiter.hit('ip1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.hit('ip2')).toEqual({ allowed: true });
    expect([...expiries.keys()]).toContain('t:rl:search:2:ip1');
    expect(expiries.get('t:rl:search:2:ip1')).toBe(60_000);
    now = 180_000; // the next window
    expect(await limiter.hit('ip1')).toEqual({ allowed: true });
  });

  it('allows while Redis fails, logging once per outage', async () => {
    const mode = { failing: true, status: 'ready' };
    const { redis } = fakeRedis(mode);
    const logger = log();
    const limiter = new RedisRateLimiter({ redis, name: 'chat', limit: 1, log: logger });
    for (let i = 0; i < 5; i++) expect(await limiter.hit('k')).toEqual({ allowed: true });
    mode.status = 'reconnecting';
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    mode.failing = false;
    mode.status = 'ready';
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    expect(await limiter.hit('k')).toMatchObject({ allowed: false });
    expect(logger.info).toHaveBeenCalledTimes(1);
  });

  it('allows when Redis does not answer in time', async () => {
    const redis = {
      status: 'ready',
      multi: () => ({
        incr() {
          return this;
        },
        pexpire() {
          return this;
        },
        exec: () => new Promise(() => undefined),
      }),
    } as unknown as Redis;
    const logger = log();
    const limiter = new RedisRateLimiter({
      redis,
      name: 'x',
      limit: 1,
      timeoutMs: 20,
      log: logger,
    });
    expect(await limiter.hit('k')).toEqual({ allowed: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
