import type { Kysely } from 'kysely';

import type { Database } from '../schema';

/** What the daily TV refresh reads: the shows in anyone's calendar, across all users. */
export function tvRefreshRepository(db: Kysely<Database>) {
  return {
    /**
     * Ids of the shows some user follows, or has watched episodes of, without having dropped
     * them: the shows their calendars and Up next read. Each id once, in id order.
     */
    async calendarShows(): Promise<number[]> {
      const followed = db
        .selectFrom('followed_shows')
        .select('show_id')
        .where('status', '<>', 'dropped');
      const watched = db
        .selectFrom('episode_views as v')
        .leftJoin('followed_shows as f', (join) =>
          join.onRef('f.user_id', '=', 'v.user_id').onRef('f.show_id', '=', 'v.show_id'),
        )
        .select('v.show_id')
        .where((eb) => eb.or([eb('f.status', 'is', null), eb('f.status', '<>', 'dropped')]));
      const rows = await followed.union(watched).execute();
      return [...new Set(rows.map((r) => Number(r.show_id)))].sort((a, b) => a - b);
    },
  };
}

export type TvRefreshRepository = ReturnType<typeof tvRefreshRepository>;
