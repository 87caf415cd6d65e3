import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  binaryBodySchema,
  newsletterConfirmQuerySchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribeResultSchema,
} from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { rateLimited } from '../http/rate-limiter';
import { adminOnly, errors } from '../openapi/access';
import { newsletterConfirmPage } from '../views/newsletter-page';

/** The newsletter form's address, and the admins' export of the confirmed list. */
export function newsletterRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { newsletter } = ctx.services;
  return async (app) => {
    app.post(
      '/newsletter',
      {
        preValidation: rateLimited(ctx.limiters.newsletter, (request) => `news:${request.ip}`),
        schema: {
          summary: "Subscribe to Uncle's weekly picks",
          description:
            'Sends a confirmation mail (one an hour at most per address); the address is on ' +
            'the list once its link is followed. The answer is the same for every address.',
          body: newsletterSubscribeBodySchema,
          response: { 202: newsletterSubscribeResultSchema, ...errors(429) },
        },
      },
      async (request, reply) => {
        await newsletter.subscribe(request.body.email);
        return reply.status(202).send({ status: 'check-your-inbox' as const });
      },
    );
    app.get(
      '/admin/newsletter',
      {
        preValidation: ctx.auth.requireAdmin,
        schema: {
          summary: 'Download the confirmed newsletter addresses (CSV)',
          ...adminOnly,
          response: {
            200: {
              description: '`email,confirmed_at`, oldest first',
              content: { 'text/csv': { schema: binaryBodySchema } },
            },
          },
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="unclewatch-newsletter.csv"')
          .send(await newsletter.confirmedCsv()),
    );
  };
}

/** /newsletter/confirm?token=: the page the confirmation mail's link opens. */
export function newsletterPageRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { newsletter } = ctx.services;
  return async (app) => {
    app.get('/newsletter/confirm', async (request, reply) => {
      const query = newsletterConfirmQuerySchema.safeParse(request.query);
      const email = query.success ? await newsletter.confirm(query.data.token) : null;
      return reply
        .status(email ? 200 : 404)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(newsletterConfirmPage(email));
    });
  };
}
