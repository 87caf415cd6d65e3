import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface StoredChatSession {
  /** JSON of the assistant's state (constraints, shown titles, last turns). */
  state: string;
  userId: string | null;
  updatedAt: string;
}

export interface ChatSessionsRepository {
  get(id: string): Promise<StoredChatSession | undefined>;
  save(id: string, state: string, userId: string | null): Promise<void>;
  /** Deletes sessions idle since before `cutoff` and, beyond `keep`, the oldest ones. */
  prune(cutoff: string, keep: number): Promise<void>;
}

export function chatSessionsRepository(db: Kysely<Database>): ChatSessionsRepository {
  return {
    async get(id) {
      const row = await db
        .selectFrom('chat_sessions')
        .select(['state', 'user_id', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { state: row.state, userId: row.user_id, updatedAt: row.updated_at } : undefined;
    },
    async save(id, state, userId) {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('chat_sessions')
        .values({ id, state, user_id: userId, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ state, user_id: userId, updated_at: updatedAt }),
        )
        .execute();
    },
    async prune(cutoff, keep) {
      await db.deleteFrom('chat_sessions').where('updated_at', '<', cutoff).execute();
      const newest = await db
        .selectFrom('chat_sessions')
        .select('updated_at')
        .orderBy('updated_at', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (newest) {
        await db.deleteFrom('chat_sessions').where('updated_at', '<=', newest.updated_at).execute();
      }
    },
  };
}
