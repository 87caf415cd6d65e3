import type { Kysely } from 'kysely';

import type { MediaType, RatingPrompt } from '@unclewatch/core';

import type { Database } from '../../schema';

export interface EveningRow {
  id: string;
  householdId: string;
  type: MediaType;
  titleId: number;
  date: string;
  memberIds: string[];
  createdAt: string;
}

export interface NewRatingPrompt extends RatingPrompt {
  userId: string;
}

/** Evenings a household watched something together, and the "rate it" prompts they leave. */
export function eveningsRepository(db: Kysely<Database>) {
  return {
    async add(evening: EveningRow): Promise<void> {
      await db
        .insertInto('household_evenings')
        .values({
          id: evening.id,
          household_id: evening.householdId,
          media_type: evening.type,
          title_id: evening.titleId,
          watched_on: evening.date,
          member_ids: JSON.stringify(evening.memberIds),
          created_at: evening.createdAt,
        })
        .execute();
    },

    /** The titles a household has watched together. */
    async titles(householdId: string): Promise<{ type: MediaType; id: number }[]> {
      const rows = await db
        .selectFrom('household_evenings')
        .select(['media_type', 'title_id'])
        .where('household_id', '=', householdId)
        .execute();
      return rows.map((r) => ({ type: r.media_type, id: r.title_id }));
    },

    /** One prompt per user and title: a second evening of the same title refreshes it. */
    async addPrompts(prompts: NewRatingPrompt[], now: string): Promise<void> {
      if (prompts.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const p of prompts) {
          await trx
            .deleteFrom('rating_prompts')
            .where('user_id', '=', p.userId)
            .where('media_type', '=', p.type)
            .where('title_id', '=', p.id)
            .execute();
          await trx
            .insertInto('rating_prompts')
            .values({
              user_id: p.userId,
              media_type: p.type,
              title_id: p.id,
              title: p.title,
              image_url: p.imageUrl,
              household_name: p.householdName,
              watched_on: p.date,
              created_at: now,
            })
            .execute();
        }
      });
    },

    /** A user's open prompts, newest first, leaving out titles they have rated since. */
    async prompts(userId: string): Promise<RatingPrompt[]> {
      const rows = await db
        .selectFrom('rating_prompts as p')
        .leftJoin('ratings as r', (join) =>
          join
            .onRef('r.user_id', '=', 'p.user_id')
            .onRef('r.media_type', '=', 'p.media_type')
            .onRef('r.title_id', '=', 'p.title_id'),
        )
        .select([
          'p.media_type',
          'p.title_id',
          'p.title',
          'p.image_url',
          'p.household_name',
          'p.watched_on',
          'r.id as rated',
        ])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.title_id')
        .execute();
      return rows
        .filter((r) => r.rated === null)
        .map((r) => ({
          type: r.media_type,
          id: r.title_id,
          title: r.title,
          imageUrl: r.image_url,
          householdName: r.household_name,
          date: r.watched_on,
        }));
    },

    async dismissPrompt(userId: string, type: MediaType, titleId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('rating_prompts')
        .where('user_id', '=', userId)
        .where('media_type', '=', type)
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type EveningsRepository = ReturnType<typeof eveningsRepository>;
