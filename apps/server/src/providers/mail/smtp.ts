import nodemailer, { type Transporter } from 'nodemailer';

import type { Mailer, MailMessage } from './index';

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Delivers through any SMTP server given as `SMTP_URL` (smtp:// or smtps://). */
export class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    // Time-outs keep a dead mail server from holding a sign-up request open for minutes.
    for (const [name, ms] of Object.entries(TIMEOUTS)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(mail: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}
