import type { Kysely } from 'kysely';

/**
 * Decision 082: an episode viewing may be marked with its date unknown. `watched_at` then holds
 * the episode's air date (for ordering only) and `date_unknown` is 1: the diary shows "date
 * unknown" and the stats leave the viewing out of every period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('episode_views')
    .addColumn('date_unknown', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('episode_views').dropColumn('date_unknown').execute();
}
