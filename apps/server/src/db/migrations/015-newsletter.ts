import type { Kysely } from 'kysely';

/**
 * Newsletter subscribers (issue #34): an address is pending until its owner follows the link
 * in the confirmation mail. Only a hash of that link's token is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('confirmed_at', 'varchar(40)')
    .addColumn('mailed_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').ifExists().execute();
}
