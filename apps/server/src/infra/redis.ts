import { Redis } from 'ioredis';

/**
 * The one Redis connection of a process (REDIS_URL), shared by every part that needs it:
 * caches, rate limits and sessions. Commands fail fast while Redis is down instead of queueing
 * forever, so a request never hangs on it.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

export type { Redis };
