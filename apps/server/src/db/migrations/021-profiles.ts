import type { Kysely } from 'kysely';

/**
 * Kids' profiles (issue 41): a profile is a user row with no e-mail of its own and no password,
 * a member of one household; a session of an adult member can switch to it until the adult's
 * password or PIN switches back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('household_profiles')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('household_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('household_profiles_household')
    .on('household_profiles')
    .column('household_id')
    .execute();
  await db.schema
    .createTable('profile_sessions')
    .addColumn('session_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('profile_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('adult_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_sessions').ifExists().execute();
  await db.schema.dropTable('household_profiles').ifExists().execute();
}
