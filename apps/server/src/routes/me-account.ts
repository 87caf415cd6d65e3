import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { meResponseSchema, signInOptionsSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { optionalSignIn } from '../openapi/access';

/** The one session call the web app makes, and what the sign-in pages may offer. */
export function meAccountRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      {
        schema: {
          summary: 'Who is signed in (user null for a visitor)',
          ...optionalSignIn,
          response: { 200: meResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { user: await ctx.auth.getSessionUser(request) };
      },
    );

    app.get(
      '/account/sign-in-options',
      {
        schema: {
          summary: 'Which sign-in methods this server offers',
          response: { 200: signInOptionsSchema },
        },
      },
      async () => ({ google: ctx.auth.googleEnabled }),
    );
  };
}
