import { sql, type Kysely } from 'kysely';

/**
 * Issue #39: a household's invite code lasts a week from when it was made. Codes of existing
 * households count from this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('households').addColumn('invite_code_at', 'varchar(40)').execute();
  await sql`update households set invite_code_at = ${new Date().toISOString()}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('households').dropColumn('invite_code_at').execute();
}
