import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { omdbResponseSchema, yearQuerySchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';

const omdbQuery = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  year: yearQuerySchema.optional(),
  imdbId: z
    .string()
    .regex(/^tt\d{5,10}$/, 'must look like tt0133093')
    .optional(),
});

/** GET /api/omdb answered OMDb-shaped, from whichever ratings provider runs. */
export function omdbRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/omdb',
      {
        schema: {
          summary: 'IMDb and Rotten Tomatoes ratings of a title (OMDb-shaped)',
          description: 'An unknown title answers 200 with `Response: "False"`, as OMDb does.',
          querystring: omdbQuery,
          response: { 200: omdbResponseSchema },
        },
      },
      async ({ query }) => ctx.services.ratings.omdb(query),
    );
  };
}
