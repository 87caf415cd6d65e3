import type { Kysely } from 'kysely';

/**
 * Per-user TV settings (issue #31): whether specials (season 0) count in progress. One row per
 * user, written when they change a setting; no row means the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tv_settings')
    .addColumn('user_id', 'varchar(100)', (c) => c.primaryKey())
    // 0/1 rather than boolean: the same values on SQLite and PostgreSQL.
    .addColumn('count_specials', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tv_settings').ifExists().execute();
}
