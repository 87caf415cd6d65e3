import crypto from 'node:crypto';

import type { Kysely } from 'kysely';

/**
 * Comment ids began with the author's user id, and comments are public: every comment gave
 * its author's internal id away. Each comment gets a random id instead (nothing refers to
 * comment ids but the delete link of a page already loaded).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const comments = db as unknown as Kysely<{ comments: { id: string } }>;
  const rows = await comments.selectFrom('comments').select('id').execute();
  for (const { id } of rows) {
    await comments
      .updateTable('comments')
      .set({ id: `c_${crypto.randomBytes(12).toString('hex')}` })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The old ids cannot be rebuilt, and the random ones work as well.
}
