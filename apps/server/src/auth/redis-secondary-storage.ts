import type { BetterAuthOptions } from 'better-auth';
import type { Redis } from 'ioredis';

import { redisIsDown } from '../http/redis-rate-limiter';

export type SecondaryStorage = NonNullable<BetterAuthOptions['secondaryStorage']>;

interface StorageLog {
  warn(details: object, message: string): void;
}

/**
 * better-auth's secondary storage on Redis: sessions and auth rate limits shared by every
 * instance. Sessions are also kept in the database (storeSessionInDatabase), so a failing
 * Redis is reported as a miss and better-auth falls back to the database instead of failing
 * the request; a failing rate-limit counter lets the request through.
 */
export function redisSecondaryStorage(
  redis: Redis,
  keyPrefix: string,
  log: StorageLog,
): SecondaryStorage {
  const key = (name: string) => `${keyPrefix}auth:${name}`;
  let failing = false;
  const guard = async <T>(operation: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      // While disconnected, fail at once rather than wait for a reconnect on every request.
      if (redisIsDown(redis)) throw new Error('Redis is not connected');
      const value = await operation();
      failing = false;
      return value;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'session store (Redis) unreachable: using the database until it answers again',
        );
      }
      return fallback;
    }
  };
  return {
    get: (name) => guard(() => redis.get(key(name)), null),
    getAndDelete: (name) => guard(() => redis.getdel(key(name)), null),
    async increment(name, ttl) {
      const k = key(name);
      // The TTL is set only when the counter is created, so the window never slides.
      const seconds = Math.max(1, Math.ceil(ttl));
      const counted = await guard(
        () => redis.multi().incr(k).expire(k, seconds, 'NX').exec(),
        null,
      );
      const incr = counted?.[0];
      return incr && !incr[0] ? Number(incr[1]) : 1;
    },
    set: (name, value, ttl) =>
      guard(
        () =>
          ttl && ttl > 0
            ? redis.set(key(name), value, 'EX', Math.ceil(ttl))
            : redis.set(key(name), value),
        null,
      ),
    delete: (name) => guard(() => redis.del(key(name)).then(() => undefined), undefined),
  };
}
