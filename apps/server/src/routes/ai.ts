import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { rewriteOverviewRequestSchema, rewriteOverviewResponseSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { errors } from '../openapi/access';

/** POST /api/ai/rewrite-overview (spec §7). */
export function aiRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
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
      async (request) => ({
        rewritten: await ctx.services.overview.rewrite(request.body, request.ip),
      }),
    );
  };
}
