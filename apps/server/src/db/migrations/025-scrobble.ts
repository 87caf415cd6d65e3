import type { Kysely } from 'kysely';

/**
 * Scrobbling (issue #43, decision 075): each user's webhook address and settings, the recent
 * events, titles in progress, the ledger that logs a play once, and the inbox with the shows a
 * person mapped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scrobble_webhooks')
    .addColumn('user_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('token', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('usernames', 'text', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('scrobble_events')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    .addColumn('server', 'varchar(20)', (c) => c.notNull())
    .addColumn('event', 'varchar(60)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)', (c) => c.notNull())
    .addColumn('target', 'text')
    .execute();
  await db.schema
    .createIndex('scrobble_events_user_at')
    .on('scrobble_events')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema
    .createTable('scrobble_progress')
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('scrobble_progress_pk', ['user_id', 'item_key'])
    .execute();
  await db.schema
    .createTable('scrobble_plays')
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('logged_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('scrobble_plays_pk', ['user_id', 'item_key', 'logged_at'])
    .execute();
  await db.schema
    .createTable('scrobble_unmatched')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    .addColumn('show_key', 'varchar(300)')
    .addColumn('item', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scrobble_unmatched_user')
    .on('scrobble_unmatched')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema
    .createTable('scrobble_show_maps')
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('show_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('scrobble_show_maps_pk', ['user_id', 'show_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'scrobble_show_maps',
    'scrobble_unmatched',
    'scrobble_plays',
    'scrobble_progress',
    'scrobble_events',
    'scrobble_webhooks',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
