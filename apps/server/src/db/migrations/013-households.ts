import type { Kysely } from 'kysely';

/**
 * Watch together (issue #32): households, their members, the evenings they watched something
 * together, and the "rate it" prompts those evenings leave in each member's app. Each viewing
 * itself stays a diary row of the person who watched it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('households')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('invite_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('household_members')
    .addColumn('household_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    // The display name when the member last acted in the household (never an email).
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('household_members_pk', ['household_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('household_members_user')
    .on('household_members')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('household_evenings')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('household_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('watched_on', 'varchar(10)', (c) => c.notNull())
    // JSON array of the member ids on the sofa that evening.
    .addColumn('member_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('household_evenings_household')
    .on('household_evenings')
    .column('household_id')
    .execute();
  await db.schema
    .createTable('rating_prompts')
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('household_name', 'text', (c) => c.notNull())
    .addColumn('watched_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_prompts_pk', ['user_id', 'media_type', 'title_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rating_prompts', 'household_evenings', 'household_members', 'households'])
    await db.schema.dropTable(table).ifExists().execute();
}
