import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface AppMetaRepository {
  get(key: string): Promise<string | undefined>;
  /** Stores the value unless the key exists; returns the value that is stored afterwards. */
  getOrInsert(key: string, value: string): Promise<string>;
  /**
   * Takes the key for this caller: true when this call stored it, false when it existed (another
   * instance, or an earlier run, holds it). Atomic on both databases (insert-if-absent).
   */
  claim(key: string, holder: string): Promise<boolean>;
  /** Drops the keys that start with `prefix` and sort before `before` (old claims). */
  removeBefore(prefix: string, before: string): Promise<void>;
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
  const getOrInsert = async (key: string, value: string) => {
    // Several instances may start at once: the first insert wins, the rest read it.
    await db
      .insertInto('app_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const stored = await get(key);
    if (stored === undefined) throw new Error(`app_meta '${key}' could not be stored`);
    return stored;
  };
  return {
    get,
    getOrInsert,
    async claim(key, holder) {
      return (await getOrInsert(key, holder)) === holder;
    },
    async removeBefore(prefix, before) {
      await db
        .deleteFrom('app_meta')
        .where('key', 'like', `${prefix}%`)
        .where('key', '<', before)
        .execute();
    },
  };
}
