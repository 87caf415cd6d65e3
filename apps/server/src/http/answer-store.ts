import type { PreparedBody } from './prepared-body';

interface Entry {
  body: PreparedBody;
  expiresAt: number;
}

/**
 * Prepared answers by key, least recently used first out once the byte budget is spent. An
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
    if (body.size > this.budgetBytes / 8) return;
    this.delete(key);
    this.entries.set(key, { body, expiresAt: this.now() + ttlMs });
    this.bytes += body.size;
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
    this.bytes -= entry.body.size;
    this.entries.delete(key);
  }
}
