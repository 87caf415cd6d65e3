import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  noContentSchema,
  ratingBodySchema,
  recentSearchesSchema,
  searchTermBodySchema,
  servicesFilterQuerySchema,
  titleRefSchema,
  userRatingSchema,
  userRatingsSchema,
  watchlistEntrySchema,
  watchlistSchema,
  watchlistStatusSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { RouteContext } from './route-context';
import { servicesFilter } from './services-filter';
import { errors, signedIn } from '../openapi/access';

/** The signed-in user's own library under /api/me; every route acts only on their rows. */
export function libraryRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { library, watchServices } = ctx.services;
  const filterOf = servicesFilter(ctx);
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);

    app.get(
      '/me/watchlist',
      {
        schema: {
          summary: 'My watchlist',
          description:
            'Optional services filter: `services=mine` or `services=8,337`, `region`, `include=rent,buy`.',
          ...signedIn,
          querystring: servicesFilterQuerySchema,
          response: { 200: watchlistSchema },
        },
      },
      async (request) => {
        const cards = await library.watchlistCards(currentUser(request).id);
        const watch = await filterOf(request, request.query);
        return watchServices.keepAvailable(cards, (e) => ({ type: e.type, id: e.titleId }), watch);
      },
    );
    app.get(
      '/me/watchlist/:type/:id',
      {
        schema: {
          summary: 'Is this title on my watchlist?',
          ...signedIn,
          params: titleRefSchema,
          response: { 200: watchlistStatusSchema },
        },
      },
      async (request) => library.watchlistStatus(currentUser(request).id, request.params),
    );
    app.put(
      '/me/watchlist/:type/:id',
      {
        schema: {
          summary: 'Add a title to my watchlist (idempotent)',
          ...signedIn,
          params: titleRefSchema,
          response: { 200: watchlistEntrySchema, ...errors(404) },
        },
      },
      async (request) => library.addToWatchlist(currentUser(request).id, request.params),
    );
    app.delete(
      '/me/watchlist/:type/:id',
      {
        schema: {
          summary: 'Remove a title from my watchlist (idempotent)',
          ...signedIn,
          params: titleRefSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await library.removeFromWatchlist(currentUser(request).id, request.params);
        return reply.status(204).send();
      },
    );

    app.get(
      '/me/ratings',
      { schema: { summary: 'My ratings', ...signedIn, response: { 200: userRatingsSchema } } },
      async (request) => library.ratings(currentUser(request).id),
    );
    app.put(
      '/me/ratings/:type/:id',
      {
        schema: {
          summary: 'Rate a title on my watchlist, 1–10',
          ...signedIn,
          params: titleRefSchema,
          body: ratingBodySchema,
          response: { 200: userRatingSchema, ...errors(409) },
        },
      },
      async (request) => library.rate(currentUser(request).id, request.params, request.body.rating),
    );
    app.delete(
      '/me/ratings/:type/:id',
      {
        schema: {
          summary: 'Remove my rating (idempotent)',
          ...signedIn,
          params: titleRefSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await library.unrate(currentUser(request).id, request.params);
        return reply.status(204).send();
      },
    );

    app.get(
      '/me/searches',
      {
        schema: {
          summary: 'My recent searches, newest first',
          ...signedIn,
          response: { 200: recentSearchesSchema },
        },
      },
      async (request) => library.recentSearches(currentUser(request).id),
    );
    app.post(
      '/me/searches',
      {
        schema: {
          summary: 'Record a search; answers my recent searches',
          ...signedIn,
          body: searchTermBodySchema,
          response: { 201: recentSearchesSchema },
        },
      },
      async (request, reply) => {
        const recent = await library.recordSearch(currentUser(request).id, request.body.term);
        return reply.status(201).send(recent);
      },
    );
  };
}
