import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface TvSettings {
  countSpecials: boolean;
}

export const DEFAULT_TV_SETTINGS: TvSettings = { countSpecials: false };

/** A user's TV settings: one row once they change one, the defaults before. */
export function tvSettingsRepository(db: Kysely<Database>) {
  return {
    async of(userId: string): Promise<TvSettings> {
      const row = await db
        .selectFrom('tv_settings')
        .select('count_specials')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { countSpecials: Number(row.count_specials) === 1 } : DEFAULT_TV_SETTINGS;
    },

    async save(userId: string, settings: TvSettings, now: string): Promise<void> {
      const values = { count_specials: settings.countSpecials ? 1 : 0, updated_at: now };
      await db
        .insertInto('tv_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type TvSettingsRepository = ReturnType<typeof tvSettingsRepository>;
