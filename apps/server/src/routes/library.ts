import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ratingBodySchema, searchTermBodySchema, titleRefSchema } from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { AppContext } from '../context';

/** The signed-in user's own library under /api/me; every route acts only on their rows. */
export function libraryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { library } = ctx.services;
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);

    app.get('/me/watchlist', async (request) => library.watchlist(currentUser(request).id));
    app.get('/me/watchlist/:type/:id', { schema: { params: titleRefSchema } }, async (request) =>
      library.watchlistStatus(currentUser(request).id, request.params),
    );
    app.put('/me/watchlist/:type/:id', { schema: { params: titleRefSchema } }, async (request) =>
      library.addToWatchlist(currentUser(request).id, request.params),
    );
    app.delete(
      '/me/watchlist/:type/:id',
      { schema: { params: titleRefSchema } },
      async (request, reply) => {
        await library.removeFromWatchlist(currentUser(request).id, request.params);
        return reply.status(204).send();
      },
    );

    app.get('/me/ratings', async (request) => library.ratings(currentUser(request).id));
    app.put(
      '/me/ratings/:type/:id',
      { schema: { params: titleRefSchema, body: ratingBodySchema } },
      async (request) => library.rate(currentUser(request).id, request.params, request.body.rating),
    );
    app.delete(
      '/me/ratings/:type/:id',
      { schema: { params: titleRefSchema } },
      async (request, reply) => {
        await library.unrate(currentUser(request).id, request.params);
        return reply.status(204).send();
      },
    );

    app.get('/me/searches', async (request) => library.recentSearches(currentUser(request).id));
    app.post('/me/searches', { schema: { body: searchTermBodySchema } }, async (request, reply) => {
      const recent = await library.recordSearch(currentUser(request).id, request.body.term);
      return reply.status(201).send(recent);
    });
  };
}
