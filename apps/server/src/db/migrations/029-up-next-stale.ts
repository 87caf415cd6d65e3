import type { Kysely } from 'kysely';

/**
 * Up next's "Haven't watched for a while" group (issue #45): each user's threshold in months
 * (null: the default, 6; 0: never), and when a show was last resumed by hand (a resumed show
 * is current again until that long after the resume).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tv_settings').addColumn('stale_after_months', 'integer').execute();
  await db.schema.alterTable('followed_shows').addColumn('resumed_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('followed_shows').dropColumn('resumed_at').execute();
  await db.schema.alterTable('tv_settings').dropColumn('stale_after_months').execute();
}
