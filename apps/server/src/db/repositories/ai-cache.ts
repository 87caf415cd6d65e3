import type { Kysely } from 'kysely';

import type { Database } from '../schema';

/** Rewritten overviews by cache key; the first text stored for a key is kept for good. */
export interface AiCacheRepository {
  get(key: string): Promise<string | undefined>;
  /** Stores the text unless the key already has one (a cached text never changes). */
  putIfAbsent(key: string, rewritten: string): Promise<void>;
}

export function aiCacheRepository(db: Kysely<Database>): AiCacheRepository {
  return {
    async get(key) {
      const row = await db
        .selectFrom('ai_overview_cache')
        .select('rewritten')
        .where('cache_key', '=', key)
        .executeTakeFirst();
      return row?.rewritten;
    },
    async putIfAbsent(key, rewritten) {
      await db
        .insertInto('ai_overview_cache')
        .values({ cache_key: key, rewritten, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('cache_key').doNothing())
        .execute();
    },
  };
}
