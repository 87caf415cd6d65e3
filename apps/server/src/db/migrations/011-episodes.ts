import type { Kysely } from 'kysely';

/**
 * Episode tracking (issue #31): one row per viewing of an episode (a rewatch is another row),
 * the user's rating of an episode, and the shows they follow with their state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('episode_views')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('episode', 'integer', (c) => c.notNull())
    // ISO timestamp, compared as text on both databases.
    .addColumn('watched_at', 'varchar(40)', (c) => c.notNull())
    // 0/1 rather than boolean: the same values on SQLite and PostgreSQL.
    .addColumn('rewatch', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('episode_views_user_show')
    .on('episode_views')
    .columns(['user_id', 'show_id', 'season', 'episode'])
    .execute();
  await db.schema
    .createTable('episode_ratings')
    // `<user>:<show>:<season>:<episode>`: one rating per episode and user.
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('episode', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('episode_ratings_user_show')
    .on('episode_ratings')
    .columns(['user_id', 'show_id'])
    .execute();
  await db.schema
    .createTable('followed_shows')
    // `<user>:<show>`.
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('show_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // watching | paused | dropped (completed is computed).
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('followed_shows_user')
    .on('followed_shows')
    .columns(['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('followed_shows').ifExists().execute();
  await db.schema.dropTable('episode_ratings').ifExists().execute();
  await db.schema.dropTable('episode_views').ifExists().execute();
}
