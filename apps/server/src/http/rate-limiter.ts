import type { FastifyReply, FastifyRequest } from 'fastify';

import { rateLimitExceeded } from '../domain/domain-error';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window request limits per client key: in-process here, shared by every instance in
 * redis-rate-limiter.ts.
 */
export interface RateLimiter {
  /** Counts one request; `allowed: false` carries the seconds until the window resets. */
  hit(key: string): RateLimitResult | Promise<RateLimitResult>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true as const };
    return {
      allowed: false as const,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
    };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * A preHandler that counts each request against `limiter` under the key `keyOf` returns and
 * answers 429 with Retry-After once the client is over its limit.
 */
export function rateLimited(
  limiter: RateLimiter,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    const result = await limiter.hit(keyOf(request));
    if (!result.allowed) throw rateLimitExceeded(result.retryAfterSeconds);
  };
}
