import type { Kysely } from 'kysely';

import type { Database } from '../../schema';

/** A show in someone's Up next: followed (with its chosen state) or only watched. */
export interface AlertShow {
  showId: number;
  status: 'watching' | 'paused' | 'dropped';
  /** When they followed it or changed its state; null when only watched. */
  followedAt: string | null;
  lastWatchedAt: string | null;
  /** The distinct episodes watched, as `season:episode`. */
  seen: Set<string>;
}

/** better-auth's account table, read for an account's address only. */
type AccountTables = {
  user: { id: string; email: string };
};

/**
 * What the alerts job reads of a person (issue #44), by their id: their shows and viewings,
 * their watchlist, their saved services, their account's address, and the availability of
 * their watchlist titles when last looked at (migration 027).
 */
export function alertSourcesRepository(db: Kysely<Database>) {
  return {
    async shows(userId: string): Promise<AlertShow[]> {
      const [followed, views] = await Promise.all([
        db
          .selectFrom('followed_shows')
          .select(['show_id', 'status', 'updated_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('episode_views')
          .select(['show_id', 'season', 'episode', 'watched_at'])
          .where('user_id', '=', userId)
          .execute(),
      ]);
      const shows = new Map<number, AlertShow>();
      const showOf = (showId: number) => {
        let show = shows.get(showId);
        if (!show) {
          show = {
            showId,
            status: 'watching',
            followedAt: null,
            lastWatchedAt: null,
            seen: new Set(),
          };
          shows.set(showId, show);
        }
        return show;
      };
      for (const f of followed) {
        const show = showOf(Number(f.show_id));
        show.status = f.status;
        show.followedAt = f.updated_at;
      }
      for (const v of views) {
        const show = showOf(Number(v.show_id));
        show.seen.add(`${Number(v.season)}:${Number(v.episode)}`);
        if (!show.lastWatchedAt || v.watched_at > show.lastWatchedAt)
          show.lastWatchedAt = v.watched_at;
      }
      return [...shows.values()].sort((a, b) => a.showId - b.showId);
    },

    async watchlist(userId: string) {
      const rows = await db
        .selectFrom('watchlist')
        .select(['media_type', 'title_id', 'title'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ type: r.media_type, id: Number(r.title_id), title: r.title }));
    },

    async services(userId: string): Promise<{ region: string; ids: number[] } | null> {
      const row = await db
        .selectFrom('user_services')
        .select(['region', 'services'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { region: row.region, ids: JSON.parse(row.services) as number[] } : null;
    },

    async email(userId: string): Promise<string | undefined> {
      const row = await db
        .withTables<AccountTables>()
        .selectFrom('user')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.email;
    },

    /** The user's services each watchlist title was on when last looked at, by `type:id`. */
    async seenAvailability(
      userId: string,
    ): Promise<Map<string, { region: string; ids: number[] }>> {
      const rows = await db
        .selectFrom('alert_seen_availability')
        .select(['title_type', 'title_id', 'region', 'provider_ids'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(
        rows.map((r) => [
          `${r.title_type}:${Number(r.title_id)}`,
          { region: r.region, ids: JSON.parse(r.provider_ids) as number[] },
        ]),
      );
    },

    async saveSeen(
      userId: string,
      title: { type: string; id: number },
      region: string,
      ids: readonly number[],
      at: string,
    ): Promise<void> {
      const provider_ids = JSON.stringify(ids);
      await db
        .insertInto('alert_seen_availability')
        .values({
          user_id: userId,
          title_type: title.type,
          title_id: title.id,
          region,
          provider_ids,
          seen_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'title_type', 'title_id'])
            .doUpdateSet({ region, provider_ids, seen_at: at }),
        )
        .execute();
    },
  };
}

export type AlertSourcesRepository = ReturnType<typeof alertSourcesRepository>;
