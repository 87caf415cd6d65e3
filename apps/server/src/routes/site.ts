import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { siteInfoSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';

/** Public settings every page of the web app reads once per visit. */
export function siteRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      {
        schema: {
          summary: "This site's footer links, genre list version and public address",
          response: { 200: siteInfoSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return ctx.services.site.info();
      },
    );
  };
}
