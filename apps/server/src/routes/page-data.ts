import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { homeResponseSchema, titlePageSchema, titleRefSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { titleNotFound } from '../domain/domain-error';
import { errors } from '../openapi/access';

/**
 * The data of whole pages, as JSON: one request for the home page, one for a detail page (the
 * server-rendered HTML of those pages is assembled in http/web-app.ts from these very answers).
 */
export function pageDataRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/home',
      {
        config: { publicAnswer: 'home' },
        schema: {
          summary: 'Everything the home page shows, in one answer',
          response: { 200: homeResponseSchema },
        },
      },
      async (request) => {
        // A limited viewer's rows are drawn from the titles they may see (issue 41).
        const viewer = request.limitedViewer;
        return ctx.services.home.home(
          viewer ? (refs) => ctx.services.ageLimits.allowed(refs, viewer.limits) : undefined,
        );
      },
    );

    app.get(
      '/titles/:type/:id',
      {
        config: { publicAnswer: 'catalogue' },
        schema: {
          summary: 'Everything a detail page shows, in one answer',
          params: titleRefSchema,
          response: { 200: titlePageSchema, ...errors(404) },
        },
      },
      async ({ params }) => {
        const page = await ctx.services.titlePage.page(params.type, params.id);
        if (!page) throw titleNotFound(params.type, params.id);
        return page;
      },
    );
  };
}
