import type { Kysely, Selectable } from 'kysely';

import type { AlertDeliveriesTable, AlertMessagesTable, Database } from '../../schema';

export type AlertMessageRow = Selectable<AlertMessagesTable>;
export type AlertDeliveryRow = Selectable<AlertDeliveriesTable>;

/** One (user, event, title, item) an alert is about: each is alerted at most once, ever. */
export interface LedgerItem {
  event: string;
  titleType: string;
  titleId: number;
  itemKey: string;
}

/** A delivery with what it carries, for the sender. */
export interface DueDelivery {
  delivery: AlertDeliveryRow;
  message: AlertMessageRow;
}

/** The last deliveries of a user, for the settings page. */
export interface RecentDelivery {
  channelId: string;
  channelType: string;
  title: string;
  status: AlertDeliveryRow['status'];
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  updatedAt: string;
}

/**
 * The alert ledger, messages and deliveries (migration 027). The ledger's primary key is what
 * keeps an alert from going twice across instances and restarts; a delivery is taken by one
 * sender at a time through a conditional update (its hold, `claimed_until`).
 */
export function alertDeliveriesRepository(db: Kysely<Database>) {
  return {
    /**
     * Enters the items in the ledger for a new message; the message is stored only with the
     * items no earlier run (on any instance) entered. Returns the items that were new.
     */
    async record(message: AlertMessageRow, items: readonly LedgerItem[]): Promise<LedgerItem[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('alert_ledger')
          .values(
            items.map((i) => ({
              user_id: message.user_id,
              event: i.event,
              title_type: i.titleType,
              title_id: i.titleId,
              item_key: i.itemKey,
              message_id: message.id,
              created_at: message.created_at,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['user_id', 'event', 'title_type', 'title_id', 'item_key']).doNothing(),
          )
          .returning(['event', 'title_type', 'title_id', 'item_key'])
          .execute();
        if (rows.length > 0) await trx.insertInto('alert_messages').values(message).execute();
        return rows.map((r) => ({
          event: r.event,
          titleType: r.title_type,
          titleId: Number(r.title_id),
          itemKey: r.item_key,
        }));
      });
    },

    /** Which of these items the ledger already holds for the user (`event:type:id:key`). */
    async known(userId: string, items: readonly LedgerItem[]): Promise<Set<string>> {
      if (items.length === 0) return new Set();
      const rows = await db
        .selectFrom('alert_ledger')
        .select(['event', 'title_type', 'title_id', 'item_key'])
        .where('user_id', '=', userId)
        .where('event', '=', items[0]!.event)
        .where('title_type', '=', items[0]!.titleType)
        .where('title_id', '=', items[0]!.titleId)
        .execute();
      return new Set(
        rows.map((r) => `${r.event}:${r.title_type}:${Number(r.title_id)}:${r.item_key}`),
      );
    },

    /** Messages held for a digest that go out one by one now (the digest was turned off). */
    async release(userId: string): Promise<AlertMessageRow[]> {
      const held = await db
        .selectFrom('alert_messages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '=', 'held')
        .execute();
      if (held.length === 0) return [];
      await db
        .updateTable('alert_messages')
        .set({ state: 'ready' })
        .where(
          'id',
          'in',
          held.map((m) => m.id),
        )
        .where('state', '=', 'held')
        .execute();
      return held;
    },

    /** The user's messages waiting for a digest, created before `before`, oldest first. */
    held(userId: string, before: string): Promise<AlertMessageRow[]> {
      return db
        .selectFrom('alert_messages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '=', 'held')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async markDigested(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('alert_messages')
        .set({ state: 'digested' })
        .where('id', 'in', ids)
        .where('state', '=', 'held')
        .execute();
    },

    /** One pending delivery per channel (a channel that has one for this message keeps it). */
    async addDeliveries(deliveries: readonly AlertDeliveryRow[]): Promise<void> {
      if (deliveries.length === 0) return;
      await db
        .insertInto('alert_deliveries')
        .values([...deliveries])
        .onConflict((oc) => oc.columns(['message_id', 'channel_id']).doNothing())
        .execute();
    },

    /** Deliveries due now whose hold (if any) has passed, oldest first. */
    async due(now: string, limit: number): Promise<AlertDeliveryRow[]> {
      return db
        .selectFrom('alert_deliveries')
        .selectAll()
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Takes a delivery for this sender until `until`; false when another holds or sent it. */
    async claim(delivery: AlertDeliveryRow, now: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('alert_deliveries')
        .set({ status: 'sending', claimed_until: until, attempts: delivery.attempts + 1 })
        .where('id', '=', delivery.id)
        .where('attempts', '=', delivery.attempts)
        .where('status', 'in', ['pending', 'sending'])
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    message(id: string): Promise<AlertMessageRow | undefined> {
      return db.selectFrom('alert_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async finish(
      id: string,
      outcome: Pick<AlertDeliveryRow, 'status' | 'next_attempt_at' | 'last_status' | 'last_error'>,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('alert_deliveries')
        .set({ ...outcome, claimed_until: null, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async recent(userId: string, limit: number): Promise<RecentDelivery[]> {
      const rows = await db
        .selectFrom('alert_deliveries as d')
        .innerJoin('alert_messages as m', 'm.id', 'd.message_id')
        .select([
          'd.channel_id',
          'd.channel_type',
          'm.title',
          'd.status',
          'd.attempts',
          'd.last_status',
          'd.last_error',
          'd.updated_at',
        ])
        .where('d.user_id', '=', userId)
        .orderBy('d.updated_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        channelId: r.channel_id,
        channelType: r.channel_type,
        title: r.title,
        status: r.status,
        attempts: Number(r.attempts),
        lastStatus: r.last_status === null ? null : Number(r.last_status),
        lastError: r.last_error,
        updatedAt: r.updated_at,
      }));
    },
  };
}

export type AlertDeliveriesRepository = ReturnType<typeof alertDeliveriesRepository>;
