import crypto from 'node:crypto';

import { actionMail } from '../auth/mails';
import type { NewsletterRepository } from '../db/repositories/newsletter-repository';
import type { Mailer } from '../providers/mail/index';

/** One confirmation mail an hour at most per address, however often the form is sent. */
const MAIL_EVERY_MS = 60 * 60 * 1000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The newsletter list: an address is kept pending and sent a confirmation mail; it is on the
 * list once its owner follows the link. The form answers the same whoever asks, so it never
 * tells whether an address is subscribed.
 */
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly mailer: Mailer,
    private readonly publicOrigin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async subscribe(rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const known = await this.subscribers.find(email);
    if (known?.confirmed_at) return;
    const now = this.now();
    if (known && now.getTime() - Date.parse(known.mailed_at) < MAIL_EVERY_MS) return;
    const token = crypto.randomBytes(24).toString('base64url');
    await this.subscribers.savePending(email, hashOf(token), now.toISOString());
    const link = new URL('/newsletter/confirm', this.publicOrigin);
    link.searchParams.set('token', token);
    await this.mailer.send(
      actionMail({
        to: email,
        subject: "Confirm Uncle's weekly picks",
        intro:
          "Someone (we hope you) asked for Uncle's weekly picks at this address. Confirm it, and the picks come once a week.",
        action: 'Confirm my subscription',
        link: link.toString(),
        outro: 'If you did not ask for this, ignore this email: nothing is sent without it.',
      }),
    );
  }

  /** The confirmed address, or null when the token names none. */
  confirm(token: string): Promise<string | null> {
    return this.subscribers.confirm(hashOf(token), this.now().toISOString());
  }

  /** The confirmed list as CSV (`email,confirmed_at`), for the admins. */
  async confirmedCsv(): Promise<string> {
    const rows = await this.subscribers.confirmed();
    // Every field quoted (an address may hold a comma or a quote), and one that a spreadsheet
    // would read as a formula (=, +, -, @ first) starts with an apostrophe.
    const quote = (value: string) =>
      `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
    return ['email,confirmed_at', ...rows.map((r) => `${quote(r.email)},${quote(r.confirmed_at)}`)]
      .join('\n')
      .concat('\n');
  }
}
