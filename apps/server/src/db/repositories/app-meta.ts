import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface AppMetaRepository {
  get(key: string): Promise<string | undefined>;
  /** Stores the value unless the key exists; returns the value that is stored afterwards. */
  getOrInsert(key: string, value: string): Promise<string>;
}

export function appMetaRepository(db: Kysely<Database>): AppMetaRepository {
  const get = async (key: string) => {
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  };
  return {
    get,
    async getOrInsert(key, value) {
      // Several instances may start at once: the first insert wins, the rest read it.
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await get(key);
      if (stored === undefined) throw new Error(`app_meta '${key}' could not be stored`);
      return stored;
    },
  };
}
