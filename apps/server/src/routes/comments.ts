import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  commentBodySchema,
  commentsSchema,
  noContentSchema,
  publicCommentSchema,
  titleRefSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { RouteContext } from './route-context';
import { rateLimited } from '../http/rate-limiter';
import { errors, signedIn } from '../openapi/access';

const commentIdParams = z.object({
  commentId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a valid comment id'),
});

/** Comments: public to read, signed in to post, author or admin to delete. */
export function commentRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { library } = ctx.services;
  return async (app) => {
    app.get(
      '/comments/:type/:id',
      {
        schema: {
          summary: "A title's comments, newest first",
          params: titleRefSchema,
          response: { 200: commentsSchema },
        },
      },
      async (request) => {
        // Public, but a signed-in reader learns which comments are theirs.
        const reader = await ctx.auth.getSessionUser(request).catch(() => null);
        return library.comments(request.params, reader?.id ?? null);
      },
    );
    app.post(
      '/comments/:type/:id',
      {
        schema: {
          summary: 'Comment on a title',
          ...signedIn,
          params: titleRefSchema,
          body: commentBodySchema,
          response: { 201: publicCommentSchema, ...errors(404, 429) },
        },
        preValidation: [
          ctx.auth.requireUser,
          rateLimited(ctx.limiters.comments, (request) => `comment:${currentUser(request).id}`),
        ],
      },
      async (request, reply) => {
        const comment = await library.addComment(
          currentUser(request),
          request.params,
          request.body.comment,
        );
        return reply.status(201).send(comment);
      },
    );
    app.delete(
      '/comments/:commentId',
      {
        schema: {
          summary: 'Delete a comment (its author or an admin)',
          description: 'Authors delete their own comments; admins may delete any (403 otherwise).',
          ...signedIn,
          params: commentIdParams,
          response: { 204: noContentSchema, ...errors(403, 404) },
        },
        preValidation: ctx.auth.requireUser,
      },
      async (request, reply) => {
        await library.deleteComment(currentUser(request), request.params.commentId);
        return reply.status(204).send();
      },
    );
  };
}
