import type { Kysely } from 'kysely';

/**
 * "On my services" (issue 33): each user's watch region and the streaming services they pay
 * for (TMDB watch-provider ids as JSON text, portable between SQLite and PostgreSQL). One row
 * per user, written only by its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_services')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('region', 'varchar(2)', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_services').ifExists().execute();
}
