import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  availableTitlesQuerySchema,
  availableTitlesResponseSchema,
  coverageQuerySchema,
  coverageResponseSchema,
  myServicesBodySchema,
  myServicesResponseSchema,
  titleRefSchema,
  titleWatchProvidersQuerySchema,
  titleWatchProvidersSchema,
  watchProvidersQuerySchema,
  watchProvidersResponseSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { rateLimited } from '../http/rate-limiter';
import type { RouteContext } from './route-context';
import { errors, signedIn } from '../openapi/access';

const CREDIT_TEXT =
  'Live answers come from TMDB watch providers, which are JustWatch data: show `attribution` ' +
  '("Data from JustWatch") beside them. Offline answers come from dated US snapshots ' +
  '(`source: snapshot`, `asOf`, `note`) and are never current.';

/** "On my services" (issue 33): services per region, my services, availability, coverage. */
export function watchServicesRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { watchServices } = ctx.services;
  // Both fan out to availability look-ups (up to 100 titles, or the whole watchlist): per user.
  const lookupsLimited = rateLimited(
    ctx.limiters.availability,
    (request) => `availability:${currentUser(request).id}`,
  );
  return async (app) => {
    app.get(
      '/watch/providers',
      {
        config: { publicAnswer: 'catalogue' },
        schema: {
          summary: 'The streaming services known in a region',
          description: `Region: ISO 3166-1 alpha-2, default US. ${CREDIT_TEXT}`,
          querystring: watchProvidersQuerySchema,
          response: { 200: watchProvidersResponseSchema },
        },
      },
      async ({ query }) => watchServices.services(query.region),
    );

    app.get(
      '/tmdb/:type/:id/watch/providers',
      {
        config: { publicAnswer: 'catalogue' },
        schema: {
          summary: 'Where a title can be watched, per region (TMDB-shaped)',
          description: `Without \`region\`, every region known. ${CREDIT_TEXT}`,
          params: titleRefSchema,
          querystring: titleWatchProvidersQuerySchema,
          response: { 200: titleWatchProvidersSchema, ...errors(404) },
        },
      },
      async ({ params, query }) => watchServices.title(params.type, params.id, query.region),
    );

    app.get(
      '/me/services',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'My watch region and streaming services (region null until saved)',
          ...signedIn,
          response: { 200: myServicesResponseSchema },
        },
      },
      async (request) => watchServices.mine(currentUser(request).id),
    );

    app.put(
      '/me/services',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Save my watch region and streaming services',
          description: 'A service the region does not have is refused (400, naming its id).',
          ...signedIn,
          body: myServicesBodySchema,
          response: { 200: myServicesResponseSchema },
        },
      },
      async (request) => watchServices.save(currentUser(request).id, request.body),
    );

    app.get(
      '/me/services/available',
      {
        preValidation: [ctx.auth.requireUser, lookupsLimited],
        schema: {
          summary: "Which of these titles are on my services (the cards' badge)",
          description:
            '`titles=movie:27205,tv:1396` (at most 100): those on my saved services in my region ' +
            'by subscription, free or ads. None while no service is saved (region null).',
          ...signedIn,
          querystring: availableTitlesQuerySchema,
          response: { 200: availableTitlesResponseSchema, ...errors(400, 429) },
        },
      },
      async (request) => watchServices.availableOf(currentUser(request).id, request.query.titles),
    );

    app.get(
      '/me/services/coverage',
      {
        preValidation: [ctx.auth.requireUser, lookupsLimited],
        schema: {
          summary: 'How much of my watchlist each service of a region has',
          description:
            'Region: the query, else my saved region, else US. Counts subscription, free and ads.',
          ...signedIn,
          querystring: coverageQuerySchema,
          response: { 200: coverageResponseSchema, ...errors(400, 429) },
        },
      },
      async (request) => watchServices.coverage(currentUser(request).id, request.query.region),
    );
  };
}
