import { sql, type Kysely } from 'kysely';

import type { Database, FollowedShowsTable } from '../schema';
import { numbersOf } from './joined-numbers';

/** One episode as a user has watched it: how many viewings, the latest when. */
export interface WatchedEpisode {
  showId: number;
  season: number;
  episode: number;
  plays: number;
  lastWatchedAt: string;
}

/** A user's viewings of one show, as progress reads them. */
export interface ShowViewings {
  showId: number;
  /** The latest viewing's moment. */
  lastWatchedAt: string;
  /** Season and episode numbers of every viewing in turn: `[s, e, s, e, …]` (repeats kept). */
  episodes: number[];
}

export interface NewEpisodeView {
  id: string;
  userId: string;
  showId: number;
  season: number;
  episode: number;
  watchedAt: string;
  rewatch: boolean;
  /** Marked with its date unknown: `watchedAt` is the air date (decision 082). */
  dateUnknown?: boolean;
}

/** One viewing of an episode, as the diary and the export list it. */
export interface EpisodeView {
  id: string;
  showId: number;
  season: number;
  episode: number;
  watchedAt: string;
  rewatch: boolean;
  /** Its date is unknown: `watchedAt` is the air date, for ordering only (decision 082). */
  dateUnknown: boolean;
}

export interface FollowedShow {
  showId: number;
  name: string;
  status: FollowedShowsTable['status'];
  /** When the user last set it to watching by hand, if ever. */
  resumedAt?: string | null;
}

/** An episode_views row as the services read it (both databases' numbers as numbers). */
const toView = (r: {
  id: string;
  show_id: number | string;
  season: number | string;
  episode: number | string;
  watched_at: string;
  rewatch: number | string;
  date_unknown: number | string;
}): EpisodeView => ({
  id: r.id,
  showId: Number(r.show_id),
  season: Number(r.season),
  episode: Number(r.episode),
  watchedAt: r.watched_at,
  rewatch: Number(r.rewatch) === 1,
  dateUnknown: Number(r.date_unknown) === 1,
});

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const INSERT_CHUNK = 500;

/** Episode viewings, episode ratings and followed shows: only a user's own rows. */
export function episodesRepository(db: Kysely<Database>) {
  const watched = (userId: string) =>
    db
      .selectFrom('episode_views')
      .select(['show_id', 'season', 'episode'])
      .select((eb) => [
        eb.fn.countAll<number | string>().as('plays'),
        eb.fn.max('watched_at').as('last'),
      ])
      .where('user_id', '=', userId)
      .groupBy(['show_id', 'season', 'episode']);
  const toWatched = (r: {
    show_id: number;
    season: number;
    episode: number;
    plays: number | string;
    last: string;
  }) => ({
    showId: Number(r.show_id),
    season: Number(r.season),
    episode: Number(r.episode),
    plays: Number(r.plays),
    lastWatchedAt: r.last,
  });

  return {
    /** Every episode the user watched, one row per episode. */
    async watchedEpisodes(userId: string, showId?: number): Promise<WatchedEpisode[]> {
      const query =
        showId === undefined ? watched(userId) : watched(userId).where('show_id', '=', showId);
      return (await query.execute()).map(toWatched);
    },

    /** Every viewing's moment of these shows (import de-duplication). */
    async viewMoments(
      userId: string,
      showIds: readonly number[],
    ): Promise<{ showId: number; season: number; episode: number; watchedAt: string }[]> {
      if (showIds.length === 0) return [];
      const rows = await db
        .selectFrom('episode_views')
        .select(['show_id', 'season', 'episode', 'watched_at'])
        .where('user_id', '=', userId)
        .where('show_id', 'in', [...showIds])
        .execute();
      return rows.map((r) => ({
        showId: Number(r.show_id),
        season: Number(r.season),
        episode: Number(r.episode),
        watchedAt: r.watched_at,
      }));
    },

    /**
     * What progress reads of a user's viewings: one row per show, its episodes joined into one
     * text by the database (`string_agg`: PostgreSQL, and SQLite from 3.44), so that 5,000
     * viewings come back as 100 short rows rather than 5,000 rows to parse and group.
     */
    async viewingsByShow(userId: string, showId?: number): Promise<ShowViewings[]> {
      let query = db
        .selectFrom('episode_views')
        .select('show_id')
        .select((eb) => [
          // A viewing of unknown date counts as activity when it was marked (decision 082).
          eb.fn
            .max(
              eb
                .case()
                .when('date_unknown', '=', 1)
                .then(eb.ref('created_at'))
                .else(eb.ref('watched_at'))
                .end(),
            )
            .as('last'),
          sql<string>`string_agg(${sql.ref('season')} || ':' || ${sql.ref('episode')}, ',')`.as(
            'episodes',
          ),
        ])
        .where('user_id', '=', userId);
      if (showId !== undefined) query = query.where('show_id', '=', showId);
      const rows = await query.groupBy('show_id').execute();
      return rows.map((r) => ({
        showId: Number(r.show_id),
        lastWatchedAt: r.last,
        episodes: numbersOf(r.episodes),
      }));
    },

    /** Every viewing, newest first (of one moment, the last episode first). */
    async views(userId: string): Promise<EpisodeView[]> {
      const rows = await db
        .selectFrom('episode_views')
        .select(['id', 'show_id', 'season', 'episode', 'watched_at', 'rewatch', 'date_unknown'])
        .where('user_id', '=', userId)
        .orderBy('watched_at', 'desc')
        .orderBy('season', 'desc')
        .orderBy('episode', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toView);
    },

    /** How many episode viewings the user has in all. */
    async countViews(userId: string): Promise<number> {
      const row = await db
        .selectFrom('episode_views')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** How many viewings of one episode the user has on one day (UTC, as stored). */
    async viewsOnDay(
      userId: string,
      showId: number,
      season: number,
      episode: number,
      day: string,
    ): Promise<number> {
      const row = await db
        .selectFrom('episode_views')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('show_id', '=', showId)
        .where('season', '=', season)
        .where('episode', '=', episode)
        .where('watched_at', '>=', `${day}T00:00:00.000Z`)
        .where('watched_at', '<=', `${day}T23:59:59.999Z`)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * One page of viewings in the order of `views`, after the viewing `after` (its moment,
     * season, episode and id): the diary and the export read a long history page by page.
     */
    async viewsPage(
      userId: string,
      after: EpisodeView | null,
      limit: number,
    ): Promise<EpisodeView[]> {
      let query = db
        .selectFrom('episode_views')
        .select(['id', 'show_id', 'season', 'episode', 'watched_at', 'rewatch', 'date_unknown'])
        .where('user_id', '=', userId);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('watched_at', '<', after.watchedAt),
            eb.and([
              eb('watched_at', '=', after.watchedAt),
              eb.or([
                eb('season', '<', after.season),
                eb.and([
                  eb('season', '=', after.season),
                  eb.or([
                    eb('episode', '<', after.episode),
                    eb.and([eb('episode', '=', after.episode), eb('id', '>', after.id)]),
                  ]),
                ]),
              ]),
            ]),
          ]),
        );
      }
      const rows = await query
        .orderBy('watched_at', 'desc')
        .orderBy('season', 'desc')
        .orderBy('episode', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toView);
    },

    /** Drops one viewing of the user's; false when they have none of that id. */
    async removeView(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('episode_views')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every rating of the user's episodes, keyed `show:season:episode`. */
    async allRatings(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('episode_ratings')
        .select(['show_id', 'season', 'episode', 'rating'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((r) => [`${r.show_id}:${r.season}:${r.episode}`, Number(r.rating)]));
    },

    async addViews(views: readonly NewEpisodeView[], now: string): Promise<void> {
      for (let i = 0; i < views.length; i += INSERT_CHUNK) {
        // The embedded driver writes synchronously: let waiting requests in between chunks.
        if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
        await db
          .insertInto('episode_views')
          .values(
            views.slice(i, i + INSERT_CHUNK).map((v) => ({
              id: v.id,
              user_id: v.userId,
              show_id: v.showId,
              season: v.season,
              episode: v.episode,
              watched_at: v.watchedAt,
              rewatch: v.rewatch ? 1 : 0,
              created_at: now,
              date_unknown: v.dateUnknown ? 1 : 0,
            })),
          )
          .execute();
      }
    },

    /**
     * A mark's writes in one transaction (issue #40): the viewings, and the shows they make
     * followed — all of them or none.
     */
    async addViewsAndFollow(
      userId: string,
      views: readonly NewEpisodeView[],
      shows: readonly { showId: number; name: string }[],
      now: string,
    ): Promise<void> {
      if (views.length === 0 && shows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const inside = episodesRepository(trx);
        await inside.addViews(views, now);
        for (const show of shows) await inside.follow(userId, show, now);
      });
    },

    /** Drops every viewing of these episodes (all of the season's when `episode` is unset). */
    async removeViews(
      userId: string,
      showId: number,
      season: number,
      episode?: number,
    ): Promise<number> {
      let query = db
        .deleteFrom('episode_views')
        .where('user_id', '=', userId)
        .where('show_id', '=', showId)
        .where('season', '=', season);
      if (episode !== undefined) query = query.where('episode', '=', episode);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async ratingsOfShow(userId: string, showId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('episode_ratings')
        .select(['season', 'episode', 'rating'])
        .where('user_id', '=', userId)
        .where('show_id', '=', showId)
        .execute();
      return new Map(rows.map((r) => [`${r.season}:${r.episode}`, Number(r.rating)]));
    },

    async setRating(
      userId: string,
      showId: number,
      season: number,
      episode: number,
      rating: number | null,
      now: string,
    ): Promise<void> {
      const id = `${userId}:${showId}:${season}:${episode}`;
      await db.deleteFrom('episode_ratings').where('id', '=', id).execute();
      if (rating === null) return;
      await db
        .insertInto('episode_ratings')
        .values({ id, user_id: userId, show_id: showId, season, episode, rating, updated_at: now })
        .execute();
    },

    async followedShows(userId: string): Promise<FollowedShow[]> {
      const rows = await db
        .selectFrom('followed_shows')
        .select(['show_id', 'name', 'status', 'resumed_at'])
        .where('user_id', '=', userId)
        .execute();
      return rows.map((r) => ({
        showId: Number(r.show_id),
        name: r.name,
        status: r.status,
        resumedAt: r.resumed_at ?? null,
      }));
    },

    /** Follows a show (status kept when already followed, unless one is given). */
    async follow(
      userId: string,
      show: { showId: number; name: string },
      now: string,
      status?: FollowedShowsTable['status'],
    ): Promise<void> {
      const id = `${userId}:${show.showId}`;
      const row = await db
        .selectFrom('followed_shows')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) {
        await db
          .updateTable('followed_shows')
          .set({ name: show.name, updated_at: now, ...(status ? { status } : {}) })
          .where('id', '=', id)
          .execute();
        return;
      }
      await db
        .insertInto('followed_shows')
        .values({
          id,
          user_id: userId,
          show_id: show.showId,
          name: show.name,
          status: status ?? 'watching',
          updated_at: now,
        })
        .execute();
    },

    /** Notes that the user set a followed show to watching by hand (it leaves the stale group). */
    async markResumed(userId: string, showId: number, now: string): Promise<void> {
      await db
        .updateTable('followed_shows')
        .set({ resumed_at: now })
        .where('id', '=', `${userId}:${showId}`)
        .execute();
    },
  };
}

export type EpisodesRepository = ReturnType<typeof episodesRepository>;
