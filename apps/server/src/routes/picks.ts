import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  addPickBodySchema,
  pickKeyParamsSchema,
  pickResultSchema,
  pickSchema,
  servicesFilterQuerySchema,
} from '@unclewatch/core';
import { z } from 'zod';

import type { RouteContext } from './route-context';
import { servicesFilter, servicesMine } from './services-filter';
import { adminOnly, errors } from '../openapi/access';

/** Uncle's Pick: a public list; adding and deleting are for admins only (401/403). */
export function picksRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { picks, watchServices } = ctx.services;
  const filterOf = servicesFilter(ctx);
  return async (app) => {
    // The hero is drawn from the picks, so a change drops the prepared home answers too.
    const changed = () => ctx.answers.invalidate('/api/home', '/api/recommend/all');
    app.get(
      '/recommend/all',
      {
        config: { publicAnswer: 'curated', personalAnswer: servicesMine },
        schema: {
          summary: "Uncle's Pick, newest first",
          description:
            'Optional services filter: `services=mine` (signed in) or `services=8,337`, `region`, `include=rent,buy`.',
          querystring: servicesFilterQuerySchema,
          response: { 200: z.array(pickSchema), ...errors(401) },
        },
      },
      async (request) => {
        const watch = await filterOf(request, request.query);
        const list = await picks.list();
        return watchServices.keepAvailable(list, (p) => ({ type: p.type, id: p.tmdbId }), watch);
      },
    );
    app.post(
      '/recommend/add',
      {
        preValidation: ctx.auth.requireAdmin,
        schema: {
          summary: "Add a title to Uncle's Pick",
          description:
            'Only `id` and `type` are needed; the server fills the rest from the catalogue.',
          ...adminOnly,
          body: addPickBodySchema,
          response: { 200: pickResultSchema, ...errors(404, 409) },
        },
      },
      async (request) => {
        const added = await picks.add(request.body);
        changed();
        return added;
      },
    );
    app.delete(
      '/recommend/:key',
      {
        preValidation: ctx.auth.requireAdmin,
        schema: {
          summary: "Remove a title from Uncle's Pick",
          ...adminOnly,
          params: pickKeyParamsSchema,
          response: { 200: pickResultSchema, ...errors(404) },
        },
      },
      async (request) => {
        const removed = await picks.remove(request.params.key);
        changed();
        return removed;
      },
    );
  };
}
