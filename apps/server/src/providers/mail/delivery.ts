import type { Config } from '../../config';
import { publicOrigin, servesOnlyThisMachine } from '../../http/loopback';

import type { MailMode } from './index';

/**
 * Whether mails reach anyone. The outbox is readable only on this machine, so with a public
 * address and no SMTP nobody can read a verification or reset mail: say so at start and in health.
 */
export function mailDelivery(
  config: Config,
  mode: MailMode,
): { deliverable: boolean; warning?: string } {
  if (mode === 'smtp' || servesOnlyThisMachine(config)) return { deliverable: true };
  return {
    deliverable: false,
    warning:
      `Mail cannot be delivered: PUBLIC_URL is ${publicOrigin(config)} but SMTP_URL is not set, ` +
      'so verification and password-reset mails stay in an outbox nobody can read. Set SMTP_URL and MAIL_FROM.',
  };
}
