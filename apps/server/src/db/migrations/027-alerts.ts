import type { Kysely } from 'kysely';

/**
 * Alerts (issue #44): each user's settings and channels, the ledger that makes each (user,
 * event, title, item) alert at most once, the messages built from it, one delivery per message
 * and channel (retried, then given up), and the availability each user's watchlist titles had
 * when last looked at. Times are ISO text and flags 0/1: the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_settings')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('new_episode', 'integer', (c) => c.notNull())
    .addColumn('on_my_services', 'integer', (c) => c.notNull())
    .addColumn('digest', 'varchar(10)', (c) => c.notNull())
    .addColumn('digest_hour', 'integer')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    // When new-episode alerts were turned on: episodes aired before are never announced.
    .addColumn('new_episode_since', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_channels')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('token', 'text')
    .addColumn('topic', 'varchar(64)')
    .addColumn('secret', 'varchar(100)')
    // The first failure since the last success; a channel failing for days is paused.
    .addColumn('failing_since', 'varchar(40)')
    .addColumn('paused_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alert_channels_user')
    .on('alert_channels')
    .columns(['user_id', 'position'])
    .execute();
  await db.schema
    .createTable('alert_ledger')
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('title_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    // An episode (S02E05), a service id, or a digest's hour.
    .addColumn('item_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_ledger_pk', [
      'user_id',
      'event',
      'title_type',
      'title_id',
      'item_key',
    ])
    .execute();
  await db.schema
    .createTable('alert_messages')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    // held (waits for the digest), ready (has its deliveries), digested (sent in a digest).
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alert_messages_user_state')
    .on('alert_messages')
    .columns(['user_id', 'state'])
    .execute();
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(40)', (c) => c.notNull())
    // Kept with the delivery: the settings page names it after the channel is gone.
    .addColumn('channel_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
    // A sender's hold: another instance takes the delivery only once this has passed.
    .addColumn('claimed_until', 'varchar(40)')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('alert_deliveries_message_channel', ['message_id', 'channel_id'])
    .execute();
  await db.schema
    .createIndex('alert_deliveries_due')
    .on('alert_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('alert_deliveries_user')
    .on('alert_deliveries')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('alert_seen_availability')
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('title_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('region', 'varchar(2)', (c) => c.notNull())
    // JSON array of the user's services the title was on (subscription, free, ads).
    .addColumn('provider_ids', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_seen_availability_pk', ['user_id', 'title_type', 'title_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'alert_seen_availability',
    'alert_deliveries',
    'alert_messages',
    'alert_ledger',
    'alert_channels',
    'alert_settings',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
