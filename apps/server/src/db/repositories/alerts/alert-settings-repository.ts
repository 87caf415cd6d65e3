import type { Kysely, Selectable } from 'kysely';

import type { AlertChannelsTable, AlertSettingsTable, Database } from '../../schema';

export type AlertSettingsRow = Selectable<AlertSettingsTable>;
export type AlertChannelRow = Selectable<AlertChannelsTable>;

/** A person's alert settings with their channels, in the order they saved them. */
export interface Subscriber {
  settings: AlertSettingsRow;
  channels: AlertChannelRow[];
}

/** Alert settings and channels (migration 027): each user's own rows only, by their id. */
export function alertSettingsRepository(db: Kysely<Database>) {
  const channelsOf = (userId: string) =>
    db
      .selectFrom('alert_channels')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute();
  return {
    async find(userId: string): Promise<Subscriber | null> {
      const settings = await db
        .selectFrom('alert_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return settings ? { settings, channels: await channelsOf(userId) } : null;
    },

    channelsOf,

    /** Replaces the user's settings and channel list in one transaction. */
    async save(settings: AlertSettingsRow, channels: readonly AlertChannelRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('alert_settings')
          .values(settings)
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              new_episode: settings.new_episode,
              on_my_services: settings.on_my_services,
              digest: settings.digest,
              digest_hour: settings.digest_hour,
              time_zone: settings.time_zone,
              new_episode_since: settings.new_episode_since,
              updated_at: settings.updated_at,
            }),
          )
          .execute();
        await trx.deleteFrom('alert_channels').where('user_id', '=', settings.user_id).execute();
        if (channels.length > 0)
          await trx
            .insertInto('alert_channels')
            .values(channels.map((c) => ({ ...c, user_id: settings.user_id })))
            .execute();
      });
    },

    /** Everyone with at least one channel and one event turned on, with their channels. */
    async subscribers(): Promise<Subscriber[]> {
      const settings = await db
        .selectFrom('alert_settings')
        .selectAll()
        .where((eb) => eb.or([eb('new_episode', '=', 1), eb('on_my_services', '=', 1)]))
        .orderBy('user_id')
        .execute();
      if (settings.length === 0) return [];
      const channels = await db
        .selectFrom('alert_channels')
        .selectAll()
        .where(
          'user_id',
          'in',
          settings.map((s) => s.user_id),
        )
        .orderBy('user_id')
        .orderBy('position')
        .execute();
      const byUser = new Map<string, AlertChannelRow[]>();
      for (const c of channels) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
      return settings
        .map((s) => ({ settings: s, channels: byUser.get(s.user_id) ?? [] }))
        .filter((s) => s.channels.length > 0);
    },

    /** A channel's health after a delivery: a success clears, a failure starts the clock. */
    async channelSucceeded(channelId: string): Promise<void> {
      await db
        .updateTable('alert_channels')
        .set({ failing_since: null, paused_at: null })
        .where('id', '=', channelId)
        .execute();
    },

    async channelFailed(channelId: string, at: string, pauseIfFailingSince: string): Promise<void> {
      await db
        .updateTable('alert_channels')
        .set({ failing_since: at })
        .where('id', '=', channelId)
        .where('failing_since', 'is', null)
        .execute();
      await db
        .updateTable('alert_channels')
        .set({ paused_at: at })
        .where('id', '=', channelId)
        .where('paused_at', 'is', null)
        .where('failing_since', '<=', pauseIfFailingSince)
        .execute();
    },
  };
}

export type AlertSettingsRepository = ReturnType<typeof alertSettingsRepository>;
