import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthSchema } from '@unclewatch/core';

import type { AppContext } from '../context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
      version: ctx.version,
      database: ctx.database.kind,
      providers: ctx.providerModes,
    }));

    app.get('/ready', async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ error: 'Database unreachable' });
      }
    });
  };
}
