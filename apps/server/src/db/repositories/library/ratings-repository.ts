import type { Kysely, Selectable } from 'kysely';

import type { MediaType, UserRating } from '@unclewatch/core';

import type { Database, RatingsTable } from '../../schema';

function toRating(row: Selectable<RatingsTable>): UserRating {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.media_type,
    titleId: row.title_id,
    rating: row.rating,
    title: row.title,
    imageUrl: row.image_url,
    publicRating: row.public_rating,
    language: row.language,
    timestamp: row.updated_at,
  };
}

export function ratingsRepository(db: Kysely<Database>) {
  return {
    async list(userId: string): Promise<UserRating[]> {
      const rows = await db
        .selectFrom('ratings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRating);
    },

    async find(id: string): Promise<UserRating | null> {
      const row = await db
        .selectFrom('ratings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRating(row) : null;
    },

    /** Insert or change the user's rating of a title. */
    async set(rating: Omit<UserRating, 'timestamp'>, now: string): Promise<UserRating> {
      await db
        .insertInto('ratings')
        .values({
          id: rating.id,
          user_id: rating.userId,
          media_type: rating.type,
          title_id: rating.titleId,
          rating: rating.rating,
          title: rating.title,
          image_url: rating.imageUrl,
          public_rating: rating.publicRating,
          language: rating.language,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ rating: rating.rating, updated_at: now }))
        .execute();
      return (await this.find(rating.id))!;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('ratings').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Activity per title since a moment, for trending. */
    async activitySince(since: string): Promise<{ type: MediaType; id: number; count: number }[]> {
      const rows = await db
        .selectFrom('ratings')
        .select(['media_type', 'title_id', db.fn.countAll<number>().as('n')])
        .where('updated_at', '>=', since)
        .groupBy(['media_type', 'title_id'])
        .execute();
      return rows.map((r) => ({ type: r.media_type, id: r.title_id, count: Number(r.n) }));
    },
  };
}

export type RatingsRepository = ReturnType<typeof ratingsRepository>;
