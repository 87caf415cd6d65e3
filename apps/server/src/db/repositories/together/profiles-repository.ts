import type { Kysely } from 'kysely';

import type { Database } from '../../schema';

/** Kids' profiles and the sessions switched to one (migration 021). */
export function profilesRepository(db: Kysely<Database>) {
  return {
    async add(userId: string, householdId: string, createdBy: string, now: string) {
      await db
        .insertInto('household_profiles')
        .values({
          user_id: userId,
          household_id: householdId,
          created_by: createdBy,
          created_at: now,
        })
        .execute();
    },

    /** The profiles among these users (the household's children). */
    async profileIds(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('household_profiles')
        .select('user_id')
        .where('user_id', 'in', [...userIds])
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    async householdOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('household_profiles')
        .select('household_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.household_id ?? null;
    },

    async switchTo(sessionId: string, profileId: string, adultId: string, now: string) {
      const values = { profile_id: profileId, adult_id: adultId, created_at: now };
      await db
        .insertInto('profile_sessions')
        .values({ session_id: sessionId, ...values })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
        .execute();
    },

    async active(sessionId: string): Promise<{ profileId: string; adultId: string } | null> {
      const row = await db
        .selectFrom('profile_sessions')
        .select(['profile_id', 'adult_id'])
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row ? { profileId: row.profile_id, adultId: row.adult_id } : null;
    },

    async switchBack(sessionId: string): Promise<void> {
      await db.deleteFrom('profile_sessions').where('session_id', '=', sessionId).execute();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
