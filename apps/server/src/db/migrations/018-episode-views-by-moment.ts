import type { Kysely } from 'kysely';

/**
 * Issue #39: the diary and the export read a user's episode viewings page by page, newest
 * first; this index serves those pages without sorting the whole history each time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('episode_views_user_moment')
    .on('episode_views')
    .columns(['user_id', 'watched_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('episode_views_user_moment').ifExists().execute();
}
