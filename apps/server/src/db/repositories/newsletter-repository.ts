import type { Kysely } from 'kysely';

import type { Database, NewsletterSubscribersTable } from '../schema';

export type NewsletterSubscriber = NewsletterSubscribersTable;

/** Newsletter addresses: pending until confirmed by the link in their mail. */
export function newsletterRepository(db: Kysely<Database>) {
  return {
    async find(email: string): Promise<NewsletterSubscriber | undefined> {
      return db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** A new pending address, or a pending one given a new token (its old link stops working). */
    async savePending(email: string, tokenHash: string, now: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('newsletter_subscribers')
          .set({ token_hash: tokenHash, mailed_at: now })
          .where('email', '=', email)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) > 0) return;
        await tx
          .insertInto('newsletter_subscribers')
          .values({ email, token_hash: tokenHash, mailed_at: now, created_at: now })
          .execute();
      });
    },

    /** Confirms the address whose token this is; its email, or null for an unknown token. */
    async confirm(tokenHash: string, now: string): Promise<string | null> {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select(['email', 'confirmed_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      if (row.confirmed_at === null) {
        await db
          .updateTable('newsletter_subscribers')
          .set({ confirmed_at: now })
          .where('email', '=', row.email)
          .execute();
      }
      return row.email;
    },

    /** Confirmed addresses, oldest first. */
    async confirmed(): Promise<{ email: string; confirmed_at: string }[]> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .select(['email', 'confirmed_at'])
        .where('confirmed_at', 'is not', null)
        .orderBy('confirmed_at')
        .orderBy('email')
        .execute();
      return rows.map((r) => ({ email: r.email, confirmed_at: r.confirmed_at! }));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
