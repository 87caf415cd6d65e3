import type { Kysely } from 'kysely';

/** The watched history (diary): one row per viewing, so rewatches are more rows (issue #19). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watched')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('public_rating', 'varchar(20)', (c) => c.notNull())
    // YYYY-MM-DD: a diary day, compared as text on both databases.
    .addColumn('watched_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    // 0/1 rather than boolean: the same values on SQLite and PostgreSQL.
    .addColumn('rewatch', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watched_user_day')
    .on('watched')
    .columns(['user_id', 'watched_on'])
    .execute();
  await db.schema
    .createIndex('watched_user_title')
    .on('watched')
    .columns(['user_id', 'media_type', 'title_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watched').ifExists().execute();
}
