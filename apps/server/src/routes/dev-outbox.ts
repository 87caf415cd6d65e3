import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { outboxMailsSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { cameThroughProxy, hostnameOf, isLoopbackAddress, isLoopbackHost } from '../http/loopback';
import { errors } from '../openapi/access';
import { devOutboxPage } from '../views/dev-outbox-page';

/**
 * The development outbox: mails the outbox adapter kept, for people on this machine only.
 * A loopback socket alone proves nothing (a local reverse proxy forwards every visitor from
 * loopback), so the site must have no public address, the request must carry no proxy header
 * and must name a loopback host (no DNS rebinding). Anyone else, or any request while SMTP
 * delivers for real, gets a plain 404.
 */
export function devOutboxRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { devOutbox } = ctx.services;
  const available = (request: FastifyRequest, reply: FastifyReply) => {
    const local =
      isLoopbackAddress(request.socket.remoteAddress) &&
      !cameThroughProxy(request.headers) &&
      isLoopbackHost(hostnameOf(request.headers.host));
    if (devOutbox.open && local) return true;
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
        return devOutbox.mails();
      },
    );

    app.get('/dev/outbox', async (request, reply) => {
      if (!available(request, reply)) return reply;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(devOutboxPage(await devOutbox.mails()));
    });
  };
}
