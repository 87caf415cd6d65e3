import type { PreparedBody } from './prepared-body';

interface Entry {
  body: PreparedBody;
  expiresAt: number;
  /** What the entry costs the budget: body, key, headers and the bookkeeping around them. */
  size: number;
}

/**
 * Bytes of bookkeeping per entry beyond its strings and buffers: the Map slot, the entry and
 * body objects, three Buffer objects. Charged so that a flood of tiny answers under distinct
 * keys is bounded by the budget too, not only large ones.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

/** What an answer kept under `key` costs: a key's characters may take two bytes each. */
export const entrySize = (key: string, body: PreparedBody) =>
  body.size + 2 * (key.length + body.etag.length + body.type.length) + ENTRY_OVERHEAD_BYTES;

/**
 * Prepared answers by key, least recently used first out once the byte budget is spent (keys
 * and headers count, not only bodies). An
 * expired answer is still handed out as stale (so one request can refresh it while the others
 * are served at once); only invalidation or the budget removes it. One process's cache: every
 * instance builds its own from the same data.
 */
export class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): { body: PreparedBody; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves it to the young end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { body: entry.body, fresh: entry.expiresAt > this.now() };
  }

  set(key: string, body: PreparedBody, ttlMs: number): void {
    const size = entrySize(key, body);
    if (size > this.budgetBytes / 8) return;
    this.delete(key);
    this.entries.set(key, { body, expiresAt: this.now() + ttlMs, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every answer whose key starts with one of `prefixes` (after a write changed them). */
  invalidate(...prefixes: string[]): void {
    for (const key of [...this.entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.delete(key);
    }
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }
}
