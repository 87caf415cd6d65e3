import type { Kysely } from 'kysely';

import type { Database, ScrobbleEventsTable } from '../schema';

export interface WebhookRow {
  userId: string;
  token: string;
  usernames: string[];
  threshold: number;
}

export type ScrobbleEventRow = ScrobbleEventsTable;

/** How many events each user keeps. */
const KEPT_EVENTS = 50;

const parseNames = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
};

/** Scrobbling (issue #43): every call is scoped to one user id, or found by the secret token. */
export function scrobbleRepository(db: Kysely<Database>) {
  const toWebhook = (row: Database['scrobble_webhooks']): WebhookRow => ({
    userId: row.user_id,
    token: row.token,
    usernames: parseNames(row.usernames),
    threshold: row.threshold,
  });
  return {
    async webhookOf(userId: string): Promise<WebhookRow | null> {
      const row = await db
        .selectFrom('scrobble_webhooks')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toWebhook(row) : null;
    },

    async webhookByToken(token: string): Promise<WebhookRow | null> {
      const row = await db
        .selectFrom('scrobble_webhooks')
        .selectAll()
        .where('token', '=', token)
        .executeTakeFirst();
      return row ? toWebhook(row) : null;
    },

    /** Makes or replaces the user's address, keeping the settings (the old token stops working). */
    async saveWebhook(
      userId: string,
      values: { token: string; usernames: string[]; threshold: number },
      now: string,
    ): Promise<void> {
      const row = {
        token: values.token,
        usernames: JSON.stringify(values.usernames),
        threshold: values.threshold,
      };
      await db
        .insertInto('scrobble_webhooks')
        .values({ user_id: userId, ...row, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
    },

    async addEvent(row: ScrobbleEventRow): Promise<void> {
      await db.insertInto('scrobble_events').values(row).execute();
      const oldest = await db
        .selectFrom('scrobble_events')
        .select('at')
        .where('user_id', '=', row.user_id)
        .orderBy('at', 'desc')
        .offset(KEPT_EVENTS)
        .limit(1)
        .executeTakeFirst();
      if (oldest)
        await db
          .deleteFrom('scrobble_events')
          .where('user_id', '=', row.user_id)
          .where('at', '<=', oldest.at)
          .execute();
    },

    recentEvents(userId: string, limit = 20): Promise<ScrobbleEventRow[]> {
      return db
        .selectFrom('scrobble_events')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async progress(userId: string, itemKey: string) {
      return (
        (await db
          .selectFrom('scrobble_progress')
          .selectAll()
          .where('user_id', '=', userId)
          .where('item_key', '=', itemKey)
          .executeTakeFirst()) ?? null
      );
    },

    /** Titles in progress, newest first. */
    inProgress(userId: string) {
      return db
        .selectFrom('scrobble_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .where('percent', '>', 0)
        .orderBy('updated_at', 'desc')
        .limit(50)
        .execute();
    },

    /**
     * Viewings logged since a moment of these films and shows (by hand or by a scrobble): an
     * item in progress that was watched since is no longer in progress.
     */
    async loggedSince(userId: string, movieIds: number[], showIds: number[], since: string) {
      const [movies, episodes] = await Promise.all([
        movieIds.length === 0
          ? []
          : db
              .selectFrom('watched')
              .select(['title_id', 'created_at'])
              .where('user_id', '=', userId)
              .where('media_type', '=', 'movie')
              .where('title_id', 'in', movieIds)
              .where('created_at', '>=', since)
              .execute(),
        showIds.length === 0
          ? []
          : db
              .selectFrom('episode_views')
              .select(['show_id', 'season', 'episode', 'created_at'])
              .where('user_id', '=', userId)
              .where('show_id', 'in', showIds)
              .where('created_at', '>=', since)
              .execute(),
      ]);
      return { movies, episodes };
    },

    async saveProgress(
      userId: string,
      itemKey: string,
      percent: number,
      startedAt: string | null,
      now: string,
    ): Promise<void> {
      const set = startedAt
        ? { percent, started_at: startedAt, updated_at: now }
        : { percent, updated_at: now };
      await db
        .insertInto('scrobble_progress')
        .values({
          user_id: userId,
          item_key: itemKey,
          started_at: startedAt,
          percent,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'item_key']).doUpdateSet(set))
        .execute();
    },

    async dropProgress(userId: string, itemKeys: string[]): Promise<void> {
      if (itemKeys.length === 0) return;
      await db
        .deleteFrom('scrobble_progress')
        .where('user_id', '=', userId)
        .where('item_key', 'in', itemKeys)
        .execute();
    },

    /** Viewings logged of one item since a moment, oldest first. */
    playsSince(userId: string, itemKey: string, since: string): Promise<string[]> {
      return db
        .selectFrom('scrobble_plays')
        .select('logged_at')
        .where('user_id', '=', userId)
        .where('item_key', '=', itemKey)
        .where('logged_at', '>=', since)
        .orderBy('logged_at')
        .execute()
        .then((rows) => rows.map((r) => r.logged_at));
    },

    async addPlay(userId: string, itemKey: string, loggedAt: string): Promise<void> {
      await db
        .insertInto('scrobble_plays')
        .values({ user_id: userId, item_key: itemKey, logged_at: loggedAt })
        .onConflict((oc) => oc.columns(['user_id', 'item_key', 'logged_at']).doNothing())
        .execute();
    },

    async dropPlay(userId: string, itemKey: string, loggedAt: string): Promise<void> {
      await db
        .deleteFrom('scrobble_plays')
        .where('user_id', '=', userId)
        .where('item_key', '=', itemKey)
        .where('logged_at', '=', loggedAt)
        .execute();
    },

    async addUnmatched(row: Database['scrobble_unmatched']): Promise<void> {
      await db.insertInto('scrobble_unmatched').values(row).execute();
    },

    unmatched(userId: string) {
      return db
        .selectFrom('scrobble_unmatched')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('at', 'desc')
        .limit(200)
        .execute();
    },

    async countUnmatched(userId: string): Promise<number> {
      const row = await db
        .selectFrom('scrobble_unmatched')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async dropUnmatched(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('scrobble_unmatched')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    async showMap(userId: string, keys: string[]): Promise<number | null> {
      if (keys.length === 0) return null;
      const row = await db
        .selectFrom('scrobble_show_maps')
        .select('show_id')
        .where('user_id', '=', userId)
        .where('show_key', 'in', keys)
        .executeTakeFirst();
      return row?.show_id ?? null;
    },

    async saveShowMap(userId: string, keys: string[], showId: number): Promise<void> {
      for (const key of keys)
        await db
          .insertInto('scrobble_show_maps')
          .values({ user_id: userId, show_key: key, show_id: showId })
          .onConflict((oc) => oc.columns(['user_id', 'show_key']).doUpdateSet({ show_id: showId }))
          .execute();
    },
  };
}

export type ScrobbleRepository = ReturnType<typeof scrobbleRepository>;
