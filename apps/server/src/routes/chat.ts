import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { chatRequestSchema, chatResponseSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { sendRateLimited } from './ai';

/** POST /api/chat (spec §7): the movie assistant. */
export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/chat',
      { schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } } },
      async (request, reply) => {
        const user = await ctx.auth.getSessionUser(request).catch(() => null);
        try {
          return await ctx.services.chat.reply(
            request.body.sessionId,
            request.body.message,
            user?.id ?? null,
            request.ip,
          );
        } catch (error) {
          return sendRateLimited(reply, error);
        }
      },
    );
  };
}
