import { describe, expect, it } from 'vitest';

import { CachedLoader, MemoryCache, RedisCache } from '../src/providers/cache/index';
import { UpstreamNotFoundError, UpstreamUnavailableError } from '../src/providers/http/errors';
import { createRedis } from '../src/infra/redis';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('memory cache', () => {
  it('expires entries and evicts the least recently used', async () => {
    const time = clock();
    const cache = new MemoryCache(2, time.now);
    await cache.set('a', 1, 1000);
    await cache.set('b', 2, 1000);
    expect(await cache.get('a')).toBe(1);
    await cache.set('c', 3, 1000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    time.advance(1001);
    expect(await cache.get('a')).toBeUndefined();
  });
});

describe('cached loads', () => {
  it('coalesces 50 concurrent identical loads into one', async () => {
    const loader = new CachedLoader(new MemoryCache());
    let calls = 0;
    const load = async () => {
      calls++;
      await tick();
      return { value: 42 };
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => loader.cached('k', 1000, load)),
    );
    expect(calls).toBe(1);
    expect(answers.every((a) => a?.value === 42)).toBe(true);
    await loader.cached('k', 1000, load);
    expect(calls).toBe(1);
  });

  it('serves stale at once and refreshes in the background', async () => {
    const time = clock();
    const loader = new CachedLoader(new MemoryCache(100, time.now), time.now);
    let version = 1;
    const load = async () => ({ version: version++ });
    expect(await loader.cached('k', 1000, load, { staleTtlMs: 10_000 })).toEqual({ version: 1 });
    time.advance(2000);
    expect(await loader.cached('k', 1000, load, { staleTtlMs: 10_000 })).toEqual({ version: 1 });
    await tick();
    expect(await loader.cached('k', 1000, load, { staleTtlMs: 10_000 })).toEqual({ version: 2 });
    expect(loader.stats.stale).toBe(1);
  });

  it('serves the last good answer when the upstream fails, and fails without one', async () => {
    const time = clock();
    const loader = new CachedLoader(new MemoryCache(100, time.now), time.now);
    await loader.cached('k', 1000, async () => 'good', { staleTtlMs: 60_000 });
    time.advance(5000);
    const down = async (): Promise<string> => {
      throw new UpstreamUnavailableError('x', 'down');
    };
    expect(await loader.cached('k', 1000, down, { staleTtlMs: 60_000 })).toBe('good');
    await tick();
    expect(await loader.cached('k', 1000, down, { staleTtlMs: 60_000 })).toBe('good');
    await expect(loader.cached('other', 1000, down)).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });

  it('reloads past a fresh answer for every later reader, and throws rather than serve it stale', async () => {
    const loader = new CachedLoader(new MemoryCache());
    let version = 1;
    const load = async () => ({ version: version++ });
    await loader.cached('k', 60_000, load);
    expect(await loader.reload('k', 60_000, load)).toEqual({ version: 2 });
    expect(await loader.cached('k', 60_000, load)).toEqual({ version: 2 });
    const down = async (): Promise<{ version: number }> => {
      throw new UpstreamUnavailableError('x', 'down');
    };
    await expect(loader.reload('k', 60_000, down)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(await loader.cached('k', 60_000, down)).toEqual({ version: 2 });
  });

  it('remembers "not found" for a short time', async () => {
    const time = clock();
    const loader = new CachedLoader(new MemoryCache(100, time.now), time.now);
    let calls = 0;
    const missing = async (): Promise<string> => {
      calls++;
      throw new UpstreamNotFoundError('x', '/movie/1');
    };
    expect(await loader.cached('k', 60_000, missing, { notFoundTtlMs: 1000 })).toBeNull();
    expect(await loader.cached('k', 60_000, missing, { notFoundTtlMs: 1000 })).toBeNull();
    expect(calls).toBe(1);
    time.advance(1500);
    expect(await loader.cached('k', 60_000, missing, { notFoundTtlMs: 1000 })).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('redis cache', () => {
  it('reads a dead Redis as a miss, never an error', async () => {
    const redis = createRedis('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    try {
      const cache = new RedisCache(redis, 'test:', 100);
      await cache.set('k', { a: 1 }, 1000);
      expect(await cache.get('k')).toBeUndefined();
      const loader = new CachedLoader(cache);
      expect(await loader.cached('k', 1000, async () => 'from upstream')).toBe('from upstream');
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(process.env.REDIS_URL)('keeps JSON values with a TTL in a real Redis', async () => {
    const redis = createRedis(process.env.REDIS_URL!);
    try {
      const cache = new RedisCache(redis, `test:${Date.now()}:`);
      await cache.set('k', { a: [1, 2] }, 1000);
      expect(await cache.get('k')).toEqual({ a: [1, 2] });
      expect(await cache.get('missing')).toBeUndefined();
    } finally {
      await redis.quit();
    }
  });
});
