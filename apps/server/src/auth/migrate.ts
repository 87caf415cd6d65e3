import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';

import type { AppDatabase } from '../db/database';

import type { authOptions } from './create-auth';

// Any constant works; it only has to be the same in every instance of UncleWatch.
const MIGRATION_LOCK_ID = 804_211_003;

/**
 * Creates or updates better-auth's own tables (user, session, account, verification,
 * rateLimit, plugin columns) after our Kysely migrations. On PostgreSQL an advisory lock keeps
 * instances that start together from racing each other.
 */
export async function migrateAuthTables(
  database: AppDatabase,
  options: ReturnType<typeof authOptions>,
): Promise<void> {
  const run = async () => {
    const { runMigrations } = await getMigrations(options);
    await runMigrations();
  };
  if (database.kind !== 'postgres') return run();
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}
