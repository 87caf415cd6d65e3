import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  catalogIdSchema,
  mediaTypeSchema,
  streamingIdSchema,
  streamingSourcesSchema,
  yearQuerySchema,
} from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { errors } from '../openapi/access';

const idQuery = z
  .object({
    title: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
    year: yearQuerySchema.optional(),
    tmdbId: catalogIdSchema.optional(),
    type: mediaTypeSchema.optional(),
  })
  .refine((q) => q.title || q.tmdbId, { message: 'give title or tmdbId', path: ['title'] });

/** Watchmode-shaped streaming lookups (spec §7): an id, then its sources. */
export function streamingRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { streaming } = ctx.services;
  return async (app) => {
    app.get(
      '/watchmode/id',
      {
        schema: {
          summary: "The streaming service's id of a title (null when unknown)",
          description: 'Give `title` (and `year`) or `tmdbId` (and `type`).',
          querystring: idQuery,
          response: { 200: streamingIdSchema },
        },
      },
      async ({ query }) => ({ id: await streaming.findId(query) }),
    );

    app.get(
      '/watchmode/sources/:id',
      {
        schema: {
          summary: 'Where a title streams: region, kind and link of each source',
          params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/i, 'is not a valid id') }),
          response: { 200: streamingSourcesSchema, ...errors(404) },
        },
      },
      async ({ params }) => streaming.sources(params.id),
    );
  };
}
