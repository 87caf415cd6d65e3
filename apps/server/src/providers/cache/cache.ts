/**
 * The cache port: JSON-able values with a time to live. Adapters: in-process LRU (memory) and
 * Redis (shared by all instances). A cache never fails a request: errors read as misses.
 */
export interface Cache {
  readonly mode: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}
