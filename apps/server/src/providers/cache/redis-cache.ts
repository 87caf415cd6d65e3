import type { Redis } from '../../infra/redis';
import type { Cache } from './cache';

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
  ]);

/**
 * JSON values in Redis, shared by every instance. Redis being slow or down reads as a miss
 * (and a write is dropped): the upstream or the stale copy answers instead, never an error.
 */
export class RedisCache implements Cache {
  readonly mode = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'uw:cache:',
    private readonly timeoutMs = 250,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const raw = await withTimeout(this.redis.get(this.prefix + key), this.timeoutMs);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    try {
      await withTimeout(
        this.redis.set(
          this.prefix + key,
          JSON.stringify(value),
          'PX',
          Math.max(1, Math.round(ttlMs)),
        ),
        this.timeoutMs,
      );
    } catch {
      // A lost write only costs a later upstream call.
    }
  }
}
