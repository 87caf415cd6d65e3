import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthSchema, notReadySchema, readySchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';

export function healthRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { health } = ctx.services;
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: "Liveness: version, database kind and each part's mode",
          response: { 200: healthSchema },
        },
      },
      async () => health.health(),
    );

    // For a load balancer: 503 naming what is down, so traffic goes to a healthy instance.
    app.get(
      '/ready',
      {
        schema: {
          summary: 'Readiness: 503 naming what is unreachable',
          response: { 200: readySchema, 503: notReadySchema },
        },
      },
      async (_request, reply) => {
        const down = await health.unreachable();
        if (down.length === 0) return { status: 'ready' as const };
        return reply
          .status(503)
          .send({ error: `Not ready: ${down.join(' and ')} unreachable`, down });
      },
    );
  };
}
