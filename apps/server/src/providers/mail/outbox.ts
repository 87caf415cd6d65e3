import type { MailOutboxRepository } from '../../db/repositories/mail-outbox';

import type { Mailer, MailMessage } from './index';

export interface OutboxLogger {
  info(message: string): void;
}

/**
 * Keeps mails in the database for `/dev/outbox` and prints their links to the log, so a
 * self-hoster without SMTP can still verify an account. Only the links are logged.
 */
export class OutboxMailer implements Mailer {
  readonly mode = 'outbox' as const;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly log: OutboxLogger,
  ) {}

  async send(mail: MailMessage): Promise<void> {
    await this.outbox.add(mail);
    for (const link of mail.links) {
      this.log.info(`[mail outbox] ${mail.subject} for ${mail.to}: ${link}`);
    }
  }
}
