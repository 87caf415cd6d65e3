import { escapeHtml } from './escape-html';

/** The page the newsletter's confirmation link opens: confirmed, or a link that names nobody. */
export function newsletterConfirmPage(email: string | null): string {
  const body = email
    ? `<h1>You're subscribed</h1>
<p>Uncle's weekly picks will come to <strong>${escapeHtml(email)}</strong>.</p>`
    : `<h1>This link does not work</h1>
<p>It may be mistyped, or replaced by a newer confirmation mail. Subscribe again from the home page to get a new one.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${email ? 'Subscribed' : 'Link not valid'} · UncleWatch</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#18181b;line-height:1.5;overflow-wrap:anywhere}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}}
h1{font-size:1.6rem}a{color:#e11d48;font-weight:600}</style></head>
<body>${body}
<p><a href="/">Back to UncleWatch</a></p>
</body></html>`;
}
