import type { OutboxMail } from '@unclewatch/core';

import { escapeHtml } from './escape-html';

function mailArticle(mail: OutboxMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
<ul>${links}</ul>
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** The `/dev/outbox` page: the kept mails, newest first, every value escaped. */
export function devOutboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.map(mailArticle).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>UncleWatch outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#71717a;font-size:.85rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f5;padding:.75rem;border-radius:8px}
a{color:#e11d48;word-break:break-all}</style></head>
<body><h1>UncleWatch outbox</h1>
<p>Mails this server would have sent, newest first. Only visible from this machine.</p>
${items || '<p>No mails yet.</p>'}
</body></html>`;
}
