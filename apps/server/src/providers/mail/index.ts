/** A mail the product sends; `links` are the actionable URLs inside it (verification, reset). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export type MailMode = 'outbox' | 'smtp';

/** The mail port. Adapters: outbox (database + log, the default) and SMTP. */
export interface Mailer {
  readonly mode: MailMode;
  send(mail: MailMessage): Promise<void>;
  close?(): void;
}
