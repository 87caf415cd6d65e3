import type { Kysely } from 'kysely';

/** Uncle's Pick: the admins' recommendations (spec §3 "Picks item"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('picks')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('year', 'varchar(10)', (c) => c.notNull())
    .addColumn('poster', 'text')
    .addColumn('genre_ids', 'text', (c) => c.notNull())
    .addColumn('tmdb_rating', 'double precision', (c) => c.notNull())
    .addColumn('imdb_rating', 'double precision')
    .addColumn('rt_rating', 'double precision')
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('picks_created').on('picks').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('picks').ifExists().execute();
}
