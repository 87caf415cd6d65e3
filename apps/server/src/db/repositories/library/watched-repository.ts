import type { Kysely, Selectable } from 'kysely';

import type { MediaType, WatchedEntry } from '@unclewatch/core';

import type { Database, WatchedTable } from '../../schema';

export type NewWatchedEntry = Omit<WatchedEntry, 'timestamp'>;

function toEntry(row: Selectable<WatchedTable>): WatchedEntry {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.media_type,
    titleId: row.title_id,
    title: row.title,
    imageUrl: row.image_url,
    language: row.language,
    publicRating: row.public_rating,
    date: row.watched_on,
    rating: row.rating,
    rewatch: Number(row.rewatch) === 1,
    timestamp: row.created_at,
  };
}

const toRow = (entry: NewWatchedEntry, now: string) => ({
  id: entry.id,
  user_id: entry.userId,
  media_type: entry.type,
  title_id: entry.titleId,
  title: entry.title,
  image_url: entry.imageUrl,
  language: entry.language,
  public_rating: entry.publicRating,
  watched_on: entry.date,
  rating: entry.rating,
  rewatch: entry.rewatch ? 1 : 0,
  created_at: now,
});

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const INSERT_CHUNK = 500;

export function watchedRepository(db: Kysely<Database>) {
  return {
    /** The diary: newest day first, and the latest logged first within a day. */
    async list(userId: string): Promise<WatchedEntry[]> {
      const rows = await db
        .selectFrom('watched')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('watched_on', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toEntry);
    },

    async listForTitle(userId: string, type: MediaType, titleId: number): Promise<WatchedEntry[]> {
      const rows = await db
        .selectFrom('watched')
        .selectAll()
        .where('user_id', '=', userId)
        .where('media_type', '=', type)
        .where('title_id', '=', titleId)
        .orderBy('watched_on', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toEntry);
    },

    /** Only the owner's entry: another user's id reads as absent. */
    async find(userId: string, id: string): Promise<WatchedEntry | null> {
      const row = await db
        .selectFrom('watched')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toEntry(row) : null;
    },

    async add(entry: NewWatchedEntry, now: string): Promise<WatchedEntry> {
      await db.insertInto('watched').values(toRow(entry, now)).execute();
      return toEntry({ ...toRow(entry, now) });
    },

    /** Many entries at once (imports), in one transaction. */
    async addMany(entries: NewWatchedEntry[], now: string): Promise<void> {
      if (entries.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
          const chunk = entries.slice(i, i + INSERT_CHUNK).map((e) => toRow(e, now));
          await trx.insertInto('watched').values(chunk).execute();
        }
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('watched')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** How many entries the user's diary holds. */
    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('watched')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async hasTitle(userId: string, type: MediaType, titleId: number): Promise<boolean> {
      const row = await db
        .selectFrom('watched')
        .select('id')
        .where('user_id', '=', userId)
        .where('media_type', '=', type)
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type WatchedRepository = ReturnType<typeof watchedRepository>;
