import type { Kysely, Selectable } from 'kysely';

import type { MediaType, WatchlistEntry } from '@unclewatch/core';

import type { Database, WatchlistTable } from '../../schema';

export type NewWatchlistEntry = Omit<WatchlistEntry, 'timestamp' | 'movieId' | 'tvId'>;

function toEntry(row: Selectable<WatchlistTable>): WatchlistEntry {
  const ref =
    row.media_type === 'tv' ? { tvId: `${row.title_id}_tv` } : { movieId: String(row.title_id) };
  return {
    id: row.id,
    userId: row.user_id,
    type: row.media_type,
    titleId: row.title_id,
    ...ref,
    title: row.title,
    imageUrl: row.image_url,
    language: row.language,
    rating: row.rating,
    timestamp: row.created_at,
  };
}

export function watchlistRepository(db: Kysely<Database>) {
  return {
    async list(userId: string): Promise<WatchlistEntry[]> {
      const rows = await db
        .selectFrom('watchlist')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toEntry);
    },

    async find(id: string): Promise<WatchlistEntry | null> {
      const row = await db
        .selectFrom('watchlist')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toEntry(row) : null;
    },

    /** Idempotent: adding a saved title again keeps the first entry. */
    async add(entry: NewWatchlistEntry, now: string): Promise<WatchlistEntry> {
      await db
        .insertInto('watchlist')
        .values({
          id: entry.id,
          user_id: entry.userId,
          media_type: entry.type,
          title_id: entry.titleId,
          title: entry.title,
          image_url: entry.imageUrl,
          language: entry.language,
          rating: entry.rating,
          created_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return (await this.find(entry.id))!;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('watchlist').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Watchlist adds per title since a moment, for trending. */
    async activitySince(since: string): Promise<{ type: MediaType; id: number; count: number }[]> {
      const rows = await db
        .selectFrom('watchlist')
        .select(['media_type', 'title_id', db.fn.countAll<number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy(['media_type', 'title_id'])
        .execute();
      return rows.map((r) => ({ type: r.media_type, id: r.title_id, count: Number(r.n) }));
    },
  };
}

export type WatchlistRepository = ReturnType<typeof watchlistRepository>;
