import { UpstreamNotFoundError } from '../http/errors';
import type { Cache } from './cache';

export interface CachedOptions {
  /** After the TTL, the old answer may still be served for this long: at once while a
   * background refresh runs, or when the upstream fails. */
  staleTtlMs?: number;
  /** How long a "not found" (null) is remembered. */
  notFoundTtlMs?: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  stale: number;
  staleOnError: number;
  coalesced: number;
}

/** What the cache holds: the value (null = not found) and when it stops being fresh. */
interface Envelope<T> {
  value: T | null;
  freshUntil: number;
}

const DEFAULT_NOT_FOUND_TTL = 5 * 60_000;

/**
 * Read-through caching over a Cache: coalescing of identical loads in this process,
 * stale-while-revalidate, stale-if-error and short negative caching of "not found"
 * (a load that returns null or throws UpstreamNotFoundError).
 */
export class CachedLoader {
  readonly stats: CacheStats = { hits: 0, misses: 0, stale: 0, staleOnError: 0, coalesced: 0 };
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    readonly cache: Cache,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (err: unknown) => void = () => undefined,
  ) {}

  async cached<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T | null>,
    options: CachedOptions = {},
  ): Promise<T | null> {
    const entry = await this.cache.get<Envelope<T>>(key);
    if (entry && entry.freshUntil > this.now()) {
      this.stats.hits++;
      return entry.value;
    }
    if (entry && entry.value !== null) {
      // Stale but within staleTtl (the cache would have dropped it otherwise).
      this.stats.stale++;
      this.refresh(key, ttlMs, load, options).catch(this.onBackgroundError);
      return entry.value;
    }
    this.stats.misses++;
    return this.refresh(key, ttlMs, load, options);
  }

  /**
   * Loads now even when the entry is still fresh, and stores the answer for every reader (the
   * daily TV refresh). A failed load is thrown rather than covered by the stale entry.
   */
  reload<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T | null>,
    options: CachedOptions = {},
  ): Promise<T | null> {
    return this.refresh(key, ttlMs, load, options, false);
  }

  private refresh<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T | null>,
    options: CachedOptions,
    staleOnError = true,
  ): Promise<T | null> {
    const pending = this.inFlight.get(key) as Promise<T | null> | undefined;
    if (pending) {
      this.stats.coalesced++;
      return pending;
    }
    const run = this.loadAndStore(key, ttlMs, load, options, staleOnError).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, run);
    return run;
  }

  private async loadAndStore<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T | null>,
    { staleTtlMs = 0, notFoundTtlMs = DEFAULT_NOT_FOUND_TTL }: CachedOptions,
    staleOnError: boolean,
  ): Promise<T | null> {
    let value: T | null;
    try {
      value = await load();
    } catch (err) {
      if (err instanceof UpstreamNotFoundError) {
        value = null;
      } else {
        const last = staleOnError ? await this.cache.get<Envelope<T>>(key) : undefined;
        if (last && last.value !== null) {
          this.stats.staleOnError++;
          return last.value;
        }
        throw err;
      }
    }
    if (value === null) {
      await this.cache.set(
        key,
        { value: null, freshUntil: this.now() + notFoundTtlMs },
        notFoundTtlMs,
      );
    } else {
      await this.cache.set(key, { value, freshUntil: this.now() + ttlMs }, ttlMs + staleTtlMs);
    }
    return value;
  }
}
