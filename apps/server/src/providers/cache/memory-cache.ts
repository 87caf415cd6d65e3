import type { Cache } from './cache';

interface Slot {
  value: unknown;
  expiresAt: number;
}

/** A bounded in-process LRU with per-entry time to live. */
export class MemoryCache implements Cache {
  readonly mode = 'memory' as const;
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.now()) return undefined;
    // Re-inserting moves the key to the young end of the Map's order.
    this.slots.set(key, slot);
    return slot.value as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.slots.delete(key);
    this.slots.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.slots.size > this.maxEntries) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.slots.delete(oldest.value);
    }
  }
}
