import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { omdbResponseSchema, yearQuerySchema, type OmdbResponse } from '@unclewatch/core';

import type { AppContext } from '../context';

const omdbQuery = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  year: yearQuerySchema.optional(),
  imdbId: z
    .string()
    .regex(/^tt\d{5,10}$/, 'must look like tt0133093')
    .optional(),
});

/** GET /api/omdb answered OMDb-shaped, from whichever ratings provider runs. */
export function ratingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
      async ({ query }): Promise<OmdbResponse> => {
        const found = await ctx.providers.ratings.lookup(query);
        if (!found) return { Response: 'False', Error: 'Movie not found!' };
        const ratings = [];
        if (found.imdbRating !== null)
          ratings.push({
            Source: 'Internet Movie Database',
            Value: `${found.imdbRating.toFixed(1)}/10`,
          });
        if (found.rtRating !== null)
          ratings.push({ Source: 'Rotten Tomatoes', Value: `${found.rtRating}%` });
        return {
          Response: 'True',
          Title: found.title,
          Year: found.year,
          ...(found.imdbId ? { imdbID: found.imdbId } : {}),
          imdbRating: found.imdbRating !== null ? found.imdbRating.toFixed(1) : 'N/A',
          Ratings: ratings,
        };
      },
    );
  };
}
