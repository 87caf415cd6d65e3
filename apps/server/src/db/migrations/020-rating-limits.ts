import type { Kysely } from 'kysely';

/**
 * Rating limits (issue 41): one row per limited account or child's profile. The PIN is kept as
 * a salted scrypt hash; `set_by` says whether the account or the household's owner set them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rating_limits')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('max_movie', 'varchar(16)')
    .addColumn('max_tv', 'varchar(16)')
    .addColumn('unrated', 'varchar(8)', (c) => c.notNull())
    .addColumn('pin_hash', 'varchar(255)')
    .addColumn('set_by', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rating_limits').ifExists().execute();
}
