import crypto from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../schema';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export interface MailOutboxRepository {
  add(mail: Omit<OutboxMail, 'createdAt'>): Promise<void>;
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
}

let sequence = 0;

/** Ids sort in the order mails were written, even within one millisecond. */
function sortableId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = now.toString(36).padStart(10, '0');
  return `${time}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`;
}

export function mailOutboxRepository(db: Kysely<Database>): MailOutboxRepository {
  return {
    async add(mail) {
      const now = Date.now();
      await db
        .insertInto('mail_outbox')
        .values({
          id: sortableId(now),
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          links: JSON.stringify(mail.links),
          created_at: new Date(now).toISOString(),
        })
        .execute();
    },
    async list(limit = 100) {
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        links: JSON.parse(row.links) as string[],
        createdAt: row.created_at,
      }));
    },
  };
}
