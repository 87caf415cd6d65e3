import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { HttpError } from '../http/errors';

/** Aggregates for whole pages: one request for the home page, one for a detail page. */
export function pageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/home', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.services.home.home();
    });

    app.get(
      '/titles/:type/:id',
      { schema: { params: z.object({ type: mediaTypeSchema, id: catalogIdSchema }) } },
      async ({ params }) => {
        const page = await ctx.services.titlePage.page(params.type, params.id);
        if (!page)
          throw new HttpError(
            404,
            `No ${params.type === 'tv' ? 'TV show' : 'movie'} with id ${params.id}`,
          );
        return page;
      },
    );
  };
}
