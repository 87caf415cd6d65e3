import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { rewriteOverviewRequestSchema, rewriteOverviewResponseSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { errors } from '../openapi/access';
import { RateLimitedError } from '../http/rate-limiter';

/** Answers 429 with Retry-After for a RateLimitedError; rethrows anything else. */
export function sendRateLimited(reply: FastifyReply, error: unknown) {
  if (!(error instanceof RateLimitedError)) throw error;
  return reply
    .status(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .send({ error: error.message });
}

/** POST /api/ai/rewrite-overview (spec §7). */
export function aiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ai/rewrite-overview',
      {
        schema: {
          summary: "A title's overview rewritten as Uncle's teaser",
          body: rewriteOverviewRequestSchema,
          response: { 200: rewriteOverviewResponseSchema, ...errors(429) },
        },
      },
      async (request, reply) => {
        try {
          return { rewritten: await ctx.services.overview.rewrite(request.body, request.ip) };
        } catch (error) {
          return sendRateLimited(reply, error);
        }
      },
    );
  };
}
