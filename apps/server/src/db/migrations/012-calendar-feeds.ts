import type { Kysely } from 'kysely';

/** Each user's private iCalendar feed: a secret token in its address (issue #31). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('token', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').ifExists().execute();
}
