import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { addPickBodySchema, pickKeyParamsSchema } from '@unclewatch/core';

import type { AppContext } from '../context';

/** Uncle's Pick: a public list; adding and deleting are for admins only (401/403). */
export function picksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { picks } = ctx.services;
  return async (app) => {
    app.get('/recommend/all', async () => picks.list());
    app.post(
      '/recommend/add',
      { preValidation: ctx.auth.requireAdmin, schema: { body: addPickBodySchema } },
      async (request) => picks.add(request.body),
    );
    app.delete(
      '/recommend/:key',
      { preValidation: ctx.auth.requireAdmin, schema: { params: pickKeyParamsSchema } },
      async (request) => picks.remove(request.params.key),
    );
  };
}
