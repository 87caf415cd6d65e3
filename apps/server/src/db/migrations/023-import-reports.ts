import type { Kysely } from 'kysely';

/**
 * The repair desk (issue #42, decision 073): a user's latest import report of TV shows, one row
 * per show of the file, with the episode rows it needs to re-place them (JSON, bounded by the
 * import's own caps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_reports')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('report_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('import_report_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('tvdb_id', 'integer')
    .addColumn('show_id', 'integer')
    .addColumn('show_title', 'varchar(500)')
    .addColumn('show_year', 'integer')
    .addColumn('imported_show_id', 'integer')
    .addColumn('episode_rows', 'integer', (c) => c.notNull())
    .addColumn('placed', 'integer', (c) => c.notNull())
    .addColumn('not_placed', 'text', (c) => c.notNull())
    .addColumn('renumbered', 'text', (c) => c.notNull())
    /** JSON rows [season, episode, watchedAt, rewatch (0/1)]; null when the report was full. */
    .addColumn('file_rows', 'text')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_report_entries_user')
    .on('import_report_entries')
    .columns(['user_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_report_entries').ifExists().execute();
  await db.schema.dropTable('import_reports').ifExists().execute();
}
