import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { chatRequestSchema, chatResponseSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { errors, optionalSignIn } from '../openapi/access';

/** POST /api/chat (spec §7): the movie assistant. */
export function chatRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/chat',
      {
        schema: {
          summary: 'One message to the movie assistant',
          description: 'Signed-in users keep their conversation across devices.',
          ...optionalSignIn,
          body: chatRequestSchema,
          response: { 200: chatResponseSchema, ...errors(429) },
        },
      },
      async (request) => {
        const user = await ctx.auth.getSessionUser(request).catch(() => null);
        return ctx.services.chat.reply(
          request.body.sessionId,
          request.body.message,
          user?.id ?? null,
          request.ip,
        );
      },
    );
  };
}
