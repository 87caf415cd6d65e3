import type { OutboxMail } from '@unclewatch/core';

import type { MailOutboxRepository } from '../db/repositories/mail-outbox';

/**
 * The development outbox: the mails the outbox adapter kept. `open` is false while SMTP
 * delivers for real or the site has a public address (nobody on this machine is the reader);
 * the route adds the per-request checks (loopback socket and Host, no proxy headers).
 */
export class DevOutboxService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    readonly open: boolean,
  ) {}

  /** Newest first, as the API shows them. */
  async mails(): Promise<OutboxMail[]> {
    const mails = await this.outbox.list();
    return mails.map(({ to, subject, text, links, createdAt }) => ({
      to,
      subject,
      text,
      links,
      createdAt,
    }));
  }
}
