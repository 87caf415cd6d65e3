import type { MailOutboxRepository } from '../../db/repositories/mail-outbox';

import type { Mailer, MailMessage } from './index';

export interface OutboxLogger {
  info(message: string): void;
}

/**
 * Keeps mails in the database for `/dev/outbox`, so a self-hoster without SMTP can still
 * verify an account on this machine. The log only says a mail was queued: a link in it is a
 * sign-in token, and logs travel further than this machine.
 */
export class OutboxMailer implements Mailer {
  readonly mode = 'outbox' as const;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly log: OutboxLogger,
  ) {}

  async send(mail: MailMessage): Promise<void> {
    await this.outbox.add(mail);
    this.log.info(`mail queued: "${mail.subject}" (read it at /dev/outbox on this machine)`);
  }
}
