import type { Kysely } from 'kysely';

import type { RecentSearch } from '@unclewatch/core';

import type { Database } from '../../schema';

/** How many distinct terms a user's history keeps (the API shows the newest 5). */
const KEPT_PER_USER = 20;

export function searchesRepository(db: Kysely<Database>) {
  return {
    async recent(userId: string, limit: number): Promise<RecentSearch[]> {
      const rows = await db
        .selectFrom('searches')
        .select(['term', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ term: r.term, timestamp: r.created_at }));
    },

    /** One row per (user, term): searching a term again moves it to the top. */
    async record(userId: string, term: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('searches')
          .values({
            id: `${userId}_${term}_${Date.parse(now)}`,
            user_id: userId,
            term,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['user_id', 'term']).doUpdateSet({ created_at: now }))
          .execute();
        const stale = await trx
          .selectFrom('searches')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .offset(KEPT_PER_USER)
          .limit(1000)
          .execute();
        if (stale.length) {
          await trx
            .deleteFrom('searches')
            .where(
              'id',
              'in',
              stale.map((s) => s.id),
            )
            .execute();
        }
      });
    },
  };
}

export type SearchesRepository = ReturnType<typeof searchesRepository>;
