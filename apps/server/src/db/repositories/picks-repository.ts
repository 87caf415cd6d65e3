import type { Kysely, Selectable } from 'kysely';

import type { StoredPick } from '@unclewatch/core';

import type { Database, PicksTable } from '../schema';

function parseGenres(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toPick(row: Selectable<PicksTable>): StoredPick {
  return {
    id: row.id,
    type: row.media_type,
    tmdbId: Number(row.title_id),
    title: row.title,
    rating: Number(row.rating),
    year: row.year,
    poster: row.poster,
    genre_ids: parseGenres(row.genre_ids),
    tmdbRating: Number(row.tmdb_rating),
    imdbRating: num(row.imdb_rating),
    rtRating: num(row.rt_rating),
    language: row.language,
    createdAt: row.created_at,
  };
}

export function picksRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    async list(): Promise<StoredPick[]> {
      const rows = await db
        .selectFrom('picks')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toPick);
    },

    async find(id: string): Promise<StoredPick | null> {
      const row = await db.selectFrom('picks').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPick(row) : null;
    },

    /** Idempotent: adding a picked title again keeps the first pick. Returns whether it was new. */
    async add(pick: StoredPick): Promise<boolean> {
      const result = await db
        .insertInto('picks')
        .values({
          id: pick.id,
          media_type: pick.type,
          title_id: pick.tmdbId,
          title: pick.title,
          rating: pick.rating,
          year: pick.year,
          poster: pick.poster,
          genre_ids: JSON.stringify(pick.genre_ids),
          tmdb_rating: pick.tmdbRating,
          imdb_rating: pick.imdbRating,
          rt_rating: pick.rtRating,
          language: pick.language,
          created_at: pick.createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('picks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PicksRepository = ReturnType<typeof picksRepository>;
