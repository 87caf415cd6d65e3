import type { Kysely } from 'kysely';

/** The overview-rewrite cache and the assistant's conversations (see docs/decisions/007). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_overview_cache')
    .ifNotExists()
    .addColumn('cache_key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('rewritten', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('chat_sessions')
    .ifNotExists()
    .addColumn('id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(100)')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_sessions_updated_at')
    .ifNotExists()
    .on('chat_sessions')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_sessions').ifExists().execute();
  await db.schema.dropTable('ai_overview_cache').ifExists().execute();
}
