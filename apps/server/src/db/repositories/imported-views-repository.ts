import type { Kysely } from 'kysely';

import type { Database } from '../schema';

/** Deletes in chunks of this many moments (one OR of ANDs each). */
const DELETE_CHUNK = 100;

/**
 * The episodes area's writes for the import's repair desk (decision 073): the viewings a show
 * of a file was placed as, removed when the show is mapped again.
 */
export function importedViewsRepository(db: Kysely<Database>) {
  return {
    /** Drops the viewings of a show at these very moments (a show's rows placed before). */
    async removeViewsAt(
      userId: string,
      showId: number,
      moments: readonly { season: number; episode: number; watchedAt: string }[],
    ): Promise<number> {
      let removed = 0;
      for (let i = 0; i < moments.length; i += DELETE_CHUNK) {
        const chunk = moments.slice(i, i + DELETE_CHUNK);
        const result = await db
          .deleteFrom('episode_views')
          .where('user_id', '=', userId)
          .where('show_id', '=', showId)
          .where((eb) =>
            eb.or(
              chunk.map((m) =>
                eb.and([
                  eb('season', '=', m.season),
                  eb('episode', '=', m.episode),
                  eb('watched_at', '=', m.watchedAt),
                ]),
              ),
            ),
          )
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Stops following a show that has no viewing left (a show the import wrongly matched). */
    async unfollowIfUnwatched(userId: string, showId: number): Promise<void> {
      const left = await db
        .selectFrom('episode_views')
        .select('id')
        .where('user_id', '=', userId)
        .where('show_id', '=', showId)
        .limit(1)
        .executeTakeFirst();
      if (left) return;
      await db.deleteFrom('followed_shows').where('id', '=', `${userId}:${showId}`).execute();
    },
  };
}

export type ImportedViewsRepository = ReturnType<typeof importedViewsRepository>;
