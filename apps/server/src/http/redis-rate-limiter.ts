import type { Redis } from 'ioredis';

import { MemoryRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limiter';

export interface RateLimitLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Which limit this is (search, comments …); part of every key. */
  name: string;
  limit: number;
  windowMs?: number;
  /** Prefix of every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** A Redis answer slower than this counts as Redis trouble. */
  timeoutMs?: number;
  log: RateLimitLog;
  now?: () => number;
}

/** Connection states in which a command would only wait for a reconnect and then fail. */
const DOWN_STATES = new Set(['reconnecting', 'close', 'end']);

export const redisIsDown = (redis: Redis) => DOWN_STATES.has(redis.status);

/**
 * The same fixed-window limit as MemoryRateLimiter, counted in Redis so every instance shares
 * it. Each window has its own key (INCR + PEXPIRE), so a crash between the two commands can
 * never leave a counter without an expiry. While Redis is unreachable requests are allowed:
 * a limit that cannot be counted must not turn into an outage. That is logged once per outage.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly windowMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private failing = false;

  constructor(private readonly options: RedisRateLimiterOptions) {
    this.windowMs = options.windowMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 500;
    this.now = options.now ?? Date.now;
  }

  async hit(key: string): Promise<RateLimitResult> {
    const now = this.now();
    const window = Math.floor(now / this.windowMs);
    const redisKey = `${this.options.keyPrefix ?? ''}rl:${this.options.name}:${window}:${key}`;
    let count: number;
    try {
      if (redisIsDown(this.options.redis)) throw new Error('Redis is not connected');
      count = await this.count(redisKey);
    } catch (error) {
      this.markFailing(error);
      return { allowed: true };
    }
    this.markRecovered();
    if (count <= this.options.limit) return { allowed: true };
    const resetsAt = (window + 1) * this.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)) };
  }

  private async count(redisKey: string): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), this.timeoutMs);
    });
    try {
      const replies = await Promise.race([
        this.options.redis.multi().incr(redisKey).pexpire(redisKey, this.windowMs).exec(),
        timeout,
      ]);
      const [incr] = replies ?? [];
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('Redis transaction was aborted');
      return Number(incr[1]);
    } finally {
      clearTimeout(timer);
    }
  }

  private markFailing(error: unknown) {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn(
      { limit: this.options.name, reason: error instanceof Error ? error.message : 'unknown' },
      'rate limit store unreachable: allowing requests until Redis answers again',
    );
  }

  private markRecovered() {
    if (!this.failing) return;
    this.failing = false;
    this.options.log.info({ limit: this.options.name }, 'rate limit store reachable again');
  }
}

/** One factory for every limiter of the app: shared in Redis when there is one. */
export function rateLimiterFactory(
  redis: Redis | undefined,
  keyPrefix: string,
  log: RateLimitLog,
): (name: string, limit: number) => RateLimiter {
  return (name, limit) =>
    redis
      ? new RedisRateLimiter({ redis, name, limit, keyPrefix, log })
      : new MemoryRateLimiter(limit);
}
