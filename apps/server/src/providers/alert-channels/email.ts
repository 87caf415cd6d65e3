import type { Mailer } from '../mail/index';
import type { AlertChannelAdapter } from './index';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Mail to the channel owner's own account address, through the mail port (the outbox offline). */
export function emailChannel(mailer: Mailer): AlertChannelAdapter {
  return {
    async send(target, alert) {
      if (!target.email) throw new Error('the account has no address');
      const lines = alert.items.map((i) => `${i.title}\n${i.message}${i.url ? `\n${i.url}` : ''}`);
      const links = alert.items.flatMap((i) => (i.url ? [i.url] : []));
      await mailer.send({
        to: target.email,
        subject: alert.title,
        text: `${lines.join('\n\n')}\n\nChange your alerts in your profile, under Alerts.`,
        html: alert.items
          .map(
            (i) =>
              `<p><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.message)}${
                i.url ? `<br><a href="${escapeHtml(i.url)}">${escapeHtml(i.url)}</a>` : ''
              }</p>`,
          )
          .join(''),
        links,
      });
      return { status: 200 };
    },
  };
}
