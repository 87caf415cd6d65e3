import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  markEpisodesBodySchema,
  markEpisodesResultSchema,
  progressSchema,
  rateEpisodeBodySchema,
  seasonWatchParamsSchema,
  seasonWatchSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { RouteContext } from './route-context';
import { errors, signedIn } from '../openapi/access';

/** Episode tracking under /api/me (issue #31): the signed-in user's own rows only. */
export function episodeRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { episodes, progress } = ctx.services;
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);

    app.post(
      '/me/episodes',
      {
        schema: {
          summary: 'Mark episodes watched, rewatched or unwatched',
          description:
            '`action` `watch` (default) marks one episode, or without `episode` every aired ' +
            'episode of the season; episodes already marked stay as they are. `rewatch` adds a ' +
            'viewing of one episode; `unwatch` drops the viewings of one episode or of the season; ' +
            '`upTo` marks every aired episode of the regular seasons up to this one. ' +
            '`watchedAt` (a day or an ISO timestamp, not in the future) defaults to now. ' +
            'A refused request writes nothing.',
          ...signedIn,
          body: markEpisodesBodySchema,
          response: { 200: markEpisodesResultSchema, ...errors(400, 404) },
        },
      },
      async (request) => episodes.mark(currentUser(request).id, request.body),
    );
    app.put(
      '/me/episodes/rating',
      {
        schema: {
          summary: 'Rate an episode from 1 to 10 (null clears the rating)',
          ...signedIn,
          body: rateEpisodeBodySchema,
          response: { 200: seasonWatchSchema, ...errors(400, 404) },
        },
      },
      async (request) => episodes.rate(currentUser(request).id, request.body),
    );
    app.get(
      '/me/episodes/:id/season/:n',
      {
        schema: {
          summary: 'What I watched and rated of one season',
          ...signedIn,
          params: seasonWatchParamsSchema,
          response: { 200: seasonWatchSchema, ...errors(404) },
        },
      },
      async (request) =>
        episodes.watchOfSeason(currentUser(request).id, request.params.id, request.params.n),
    );
    app.get(
      '/me/progress',
      {
        schema: {
          summary: 'Up next: my shows in progress, most recently watched first',
          description:
            '`watched` and `aired` count distinct episodes of regular seasons; `next` is the ' +
            'first aired episode after the last one watched.',
          ...signedIn,
          response: { 200: progressSchema },
        },
      },
      async (request) => progress.forUser(currentUser(request).id),
    );
  };
}
