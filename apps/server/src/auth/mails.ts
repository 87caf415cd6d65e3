import type { MailMessage } from '../providers/mail/index';
import { escapeHtml } from '../views/escape-html';

export interface ActionMail {
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

/** One layout for every emailed link: a short text, one button, the raw link, a footnote. */
export function actionMail({ to, subject, intro, action, link, outro }: ActionMail): MailMessage {
  const text = [
    'UncleWatch',
    '',
    intro,
    '',
    `${action}: ${link}`,
    '',
    outro,
    '',
    '— UncleWatch',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:800">Uncle<span style="color:#e11d48">Watch</span></p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:9999px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52525b">If the button does not work, open this link:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(link)}" style="color:#e11d48">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:13px;color:#71717a">${escapeHtml(outro)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, text, html, links: [link] };
}

export function verificationMail(to: string, link: string): MailMessage {
  return actionMail({
    to,
    subject: 'Verify your email for UncleWatch',
    intro:
      'Welcome to UncleWatch! Please confirm this email address to finish creating your account.',
    action: 'Verify email',
    link,
    outro: 'The link works for one hour. If you did not sign up for UncleWatch, ignore this email.',
  });
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return actionMail({
    to,
    subject: 'Reset your UncleWatch password',
    intro: 'Someone asked to reset the password of your UncleWatch account.',
    action: 'Choose a new password',
    link,
    outro:
      'The link works for one hour. If you did not ask for this, ignore this email: your password stays the same.',
  });
}
