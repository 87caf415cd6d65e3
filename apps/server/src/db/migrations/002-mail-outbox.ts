import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .ifNotExists()
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('links', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_at')
    .ifNotExists()
    .on('mail_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
