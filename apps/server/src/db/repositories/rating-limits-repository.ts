import type { Kysely } from 'kysely';

import type { RatingLimits } from '@unclewatch/core';

import type { Database } from '../schema';

export interface StoredLimits extends RatingLimits {
  pinHash: string | null;
  setBy: 'self' | 'owner';
}

type Row = Database['rating_limits'];

const toLimits = (row: Row): StoredLimits => ({
  maxMovie: row.max_movie,
  maxTv: row.max_tv,
  unrated: row.unrated === 'show' ? 'show' : 'hide',
  pinHash: row.pin_hash,
  setBy: row.set_by === 'owner' ? 'owner' : 'self',
});

/** Rating limits (migration 020): one row per limited account or profile. */
export function ratingLimitsRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<StoredLimits | undefined> {
      const row = await db
        .selectFrom('rating_limits')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toLimits(row);
    },

    /** Several people's limits at once (Watch together's sofa). */
    async findMany(userIds: readonly string[]): Promise<Map<string, StoredLimits>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('rating_limits')
        .selectAll()
        .where('user_id', 'in', [...userIds])
        .execute();
      return new Map(rows.map((row) => [row.user_id, toLimits(row)]));
    },

    async save(userId: string, limits: StoredLimits, now: string): Promise<void> {
      const values = {
        max_movie: limits.maxMovie,
        max_tv: limits.maxTv,
        unrated: limits.unrated,
        pin_hash: limits.pinHash,
        set_by: limits.setBy,
        updated_at: now,
      };
      await db
        .insertInto('rating_limits')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type RatingLimitsRepository = ReturnType<typeof ratingLimitsRepository>;
