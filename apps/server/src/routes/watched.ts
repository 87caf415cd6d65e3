import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  diaryQuerySchema,
  markWatchedBodySchema,
  markTitleWatchedResultSchema,
  noContentSchema,
  titleRefSchema,
  watchedEntriesSchema,
  watchedEntryParamsSchema,
  watchedStatsQuerySchema,
  watchedStatsSchema,
  watchedStatusSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { RouteContext } from './route-context';
import { jsonArrayStream } from '../http/json-stream';
import { rateLimited } from '../http/rate-limiter';
import { errors, signedIn } from '../openapi/access';

/** The signed-in user's watched history (diary) under /api/me; only their own rows. */
export function watchedRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { watched, stats, history, showMarks } = ctx.services;
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);

    app.get(
      '/me/diary',
      {
        schema: {
          summary: 'My diary: every title I watched, newest day first',
          description:
            'With `include=episodes`, every episode viewing too: its show as the title, ' +
            '`episode` its season and number, `rating` the rating of the episode.',
          ...signedIn,
          querystring: diaryQuerySchema,
          response: { 200: watchedEntriesSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        if (request.query.include !== 'episodes') return history.diary(userId);
        // Issue #39: a long episode history is read and sent page by page, never whole.
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .send(jsonArrayStream(history.diaryPages(userId)) as never);
      },
    );
    app.delete(
      '/me/diary/:entryId',
      {
        schema: {
          summary: 'Delete one diary entry',
          description:
            'Deleting the last entry of a title that is not on the watchlist drops its rating. ' +
            'An episode viewing (`ev_…`) is deleted alone.',
          ...signedIn,
          params: watchedEntryParamsSchema,
          response: { 204: noContentSchema, ...errors(404) },
        },
      },
      async (request, reply) => {
        await history.removeEntry(currentUser(request).id, request.params.entryId);
        return reply.status(204).send();
      },
    );
    app.get(
      '/me/stats',
      {
        schema: {
          summary: 'My stats: titles per month, ratings, genres, people, hours watched',
          description:
            '`month` (YYYY-MM) is the last of the 12 months counted: the app sends its own. ' +
            '`year` (YYYY) instead counts that calendar year: its months, and genres, people, ' +
            'hours and totals of its viewings only. `period=all` counts every viewing ever ' +
            "(its months run from the first viewing's to `month`). Every figure counts only " +
            'the period: `hours`, `tvHours`, `episodes`, `entries` and `titles` agree with ' +
            '`perMonth`; `timeWatched` is `hours` in months of 30 days, days and hours.',
          ...signedIn,
          querystring: watchedStatsQuerySchema,
          response: { 200: watchedStatsSchema, ...errors(400, 429) },
        },
        preValidation: rateLimited(
          ctx.limiters.stats,
          (request) => `stats:${currentUser(request).id}`,
        ),
      },
      async (request) => stats.forUser(currentUser(request).id, request.query),
    );
    app.get(
      '/me/watched/:type/:id',
      {
        schema: {
          summary: 'Have I watched this title? Its diary entries',
          ...signedIn,
          params: titleRefSchema,
          response: { 200: watchedStatusSchema },
        },
      },
      async (request) => watched.status(currentUser(request).id, request.params),
    );
    app.post(
      '/me/watched/:type/:id',
      {
        schema: {
          summary: 'Mark a title as watched (a film: a diary entry; a TV show: its aired episodes)',
          description:
            'A film: one diary entry on `date` (a rewatch adds another). A TV show (issue #45): ' +
            'every aired episode of its regular seasons not yet watched is marked, on `date`, ' +
            "on each one's air date with `airDates: true`, or with the date unknown with " +
            '`unknownDate: true` (decision 082: the diary says "date unknown", stats leave it ' +
            'out); choose one. `entry` is then null and `episodes` says what was marked. Only a ' +
            'show with no episode data at all is logged as one diary entry on `date`.',
          ...signedIn,
          params: titleRefSchema,
          body: markWatchedBodySchema,
          response: { 201: markTitleWatchedResultSchema, ...errors(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { type, id } = request.params;
        const result =
          type === 'tv'
            ? await showMarks.mark(userId, id, request.body)
            : await watched.mark(userId, request.params, request.body);
        return reply.status(201).send(result);
      },
    );
  };
}
