import type { Kysely } from 'kysely';

/** The personal library: watchlists, ratings, comments and recent searches (spec §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchlist')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('rating', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watchlist_user')
    .on('watchlist')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('watchlist_title')
    .on('watchlist')
    .columns(['media_type', 'title_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('public_rating', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ratings_user')
    .on('ratings')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('ratings_title')
    .on('ratings')
    .columns(['media_type', 'title_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('author', 'varchar(200)', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_title')
    .on('comments')
    .columns(['media_type', 'title_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('searches')
    .addColumn('id', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('term', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('searches_user_term')
    .on('searches')
    .columns(['user_id', 'term'])
    .unique()
    .execute();
  await db.schema
    .createIndex('searches_user')
    .on('searches')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['searches', 'comments', 'ratings', 'watchlist']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
