import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { HttpError } from '../http/errors';

const idQuery = z
  .object({
    title: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
    year: z.coerce.number({ error: 'must be a year' }).int().min(1870).max(2100).optional(),
    tmdbId: catalogIdSchema.optional(),
    type: mediaTypeSchema.optional(),
  })
  .refine((q) => q.title || q.tmdbId, { message: 'give title or tmdbId', path: ['title'] });

/** Watchmode-shaped streaming lookups (spec §7): an id, then its sources. */
export function streamingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { streaming } = ctx.providers;
  return async (app) => {
    app.get('/watchmode/id', { schema: { querystring: idQuery } }, async ({ query }) => ({
      id: await streaming.findId(query),
    }));

    app.get(
      '/watchmode/sources/:id',
      {
        schema: {
          params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/i, 'is not a valid id') }),
        },
      },
      async ({ params }) => {
        const sources = await streaming.sources(params.id);
        if (sources === null) throw new HttpError(404, `No streaming title with id ${params.id}`);
        return sources;
      },
    );
  };
}
