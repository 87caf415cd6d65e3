import type { Kysely } from 'kysely';

import type { Database } from '../schema';

/** The secret token of each user's calendar feed. */
export function calendarFeedsRepository(db: Kysely<Database>) {
  return {
    async tokenOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('token')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.token ?? null;
    },

    async userOf(token: string): Promise<string | null> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('user_id')
        .where('token', '=', token)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Drops the user's feed (an admin removed them). */
    async remove(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    /** Sets the user's token (the old one stops working). */
    async replace(userId: string, token: string, now: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token, created_at: now })
        .execute();
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof calendarFeedsRepository>;
