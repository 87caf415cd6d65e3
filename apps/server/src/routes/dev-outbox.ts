import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { outboxMailsSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { mailOutboxRepository } from '../db/repositories/mail-outbox';
import {
  cameThroughProxy,
  hostnameOf,
  isLoopbackAddress,
  isLoopbackHost,
  servesOnlyThisMachine,
} from '../http/loopback';
import { errors } from '../openapi/access';
import { escapeHtml } from '../views/escape-html';

/**
 * The development outbox: mails the outbox adapter kept, for people on this machine only.
 * A loopback socket alone proves nothing (a local reverse proxy forwards every visitor from
 * loopback), so the site must have no public address, the request must carry no proxy header
 * and must name a loopback host (no DNS rebinding). Anyone else, or any request while SMTP
 * delivers for real, gets a plain 404.
 */
export function devOutboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const outbox = mailOutboxRepository(ctx.database.db);
  const localSite = servesOnlyThisMachine(ctx.config);
  const available = (request: FastifyRequest, reply: FastifyReply) => {
    const local =
      localSite &&
      isLoopbackAddress(request.socket.remoteAddress) &&
      !cameThroughProxy(request.headers) &&
      isLoopbackHost(hostnameOf(request.headers.host));
    if (ctx.mailer.mode === 'outbox' && local) return true;
    void reply.status(404).send({ error: `Not found: ${request.method} ${request.url}` });
    return false;
  };

  return async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          summary: 'Mails the outbox kept, newest first (development)',
          description:
            'Answered only while mail goes to the outbox (no SMTP_URL), the site has no public address (PUBLIC_URL unset or loopback) and the request comes straight from this machine (loopback socket and Host, no proxy headers); 404 otherwise.',
          response: { 200: outboxMailsSchema, ...errors(404) },
        },
      },
      async (request, reply) => {
        if (!available(request, reply)) return reply;
        reply.header('cache-control', 'no-store');
        const mails = await outbox.list();
        return mails.map(({ to, subject, text, links, createdAt }) => ({
          to,
          subject,
          text,
          links,
          createdAt,
        }));
      },
    );

    app.get('/dev/outbox', async (request, reply) => {
      if (!available(request, reply)) return reply;
      const mails = await outbox.list();
      const items = mails
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
<ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
        )
        .join('\n');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>UncleWatch outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#71717a;font-size:.85rem}pre{white-space:pre-wrap;background:#f4f4f5;padding:.75rem;border-radius:8px}
a{color:#e11d48;word-break:break-all}</style></head>
<body><h1>UncleWatch outbox</h1>
<p>Mails this server would have sent, newest first. Only visible from this machine.</p>
${items || '<p>No mails yet.</p>'}
</body></html>`);
    });
  };
}
