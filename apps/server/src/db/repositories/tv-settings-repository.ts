import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface TvSettings {
  countSpecials: boolean;
  /** Months without a viewing before a watched show moves to "Haven't watched for a while". */
  staleAfterMonths: number;
}

export const DEFAULT_STALE_AFTER_MONTHS = 6;
export const DEFAULT_TV_SETTINGS: TvSettings = {
  countSpecials: false,
  staleAfterMonths: DEFAULT_STALE_AFTER_MONTHS,
};

/** A user's TV settings: one row once they change one, the defaults before. */
export function tvSettingsRepository(db: Kysely<Database>) {
  return {
    async of(userId: string): Promise<TvSettings> {
      const row = await db
        .selectFrom('tv_settings')
        .select(['count_specials', 'stale_after_months'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return DEFAULT_TV_SETTINGS;
      return {
        countSpecials: Number(row.count_specials) === 1,
        staleAfterMonths:
          row.stale_after_months === null || row.stale_after_months === undefined
            ? DEFAULT_STALE_AFTER_MONTHS
            : Number(row.stale_after_months),
      };
    },

    async save(userId: string, settings: TvSettings, now: string): Promise<void> {
      const values = {
        count_specials: settings.countSpecials ? 1 : 0,
        stale_after_months: settings.staleAfterMonths,
        updated_at: now,
      };
      await db
        .insertInto('tv_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type TvSettingsRepository = ReturnType<typeof tvSettingsRepository>;
