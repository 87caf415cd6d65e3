import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  binaryBodySchema,
  calendarFeedParamsSchema,
  calendarSchema,
  markEpisodesBodySchema,
  markEpisodesResultSchema,
  oneShowProgressSchema,
  progressSchema,
  showProgressParamsSchema,
  rateEpisodeBodySchema,
  seasonWatchParamsSchema,
  seasonWatchSchema,
  showStatusBodySchema,
  showStatusParamsSchema,
  showStatusResultSchema,
  tvSettingsSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { titleNotFound } from '../domain/domain-error';
import type { RouteContext } from './route-context';
import { errors, signedIn } from '../openapi/access';

/** Episode tracking under /api/me (issue #31): the signed-in user's own rows only. */
export function episodeRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { episodes, progress } = ctx.services;
  const { calendar, showStates } = ctx.services;
  return async (root) => {
    root.get(
      '/calendar/:file',
      {
        schema: {
          summary: 'My private calendar feed (iCalendar), reached by its secret address',
          description:
            'No session needed: the address is the secret (GET /api/me/calendar gives it). One ' +
            'all-day event per upcoming episode of my shows. An unknown address answers 404.',
          params: calendarFeedParamsSchema,
          response: {
            200: {
              description: 'An iCalendar (RFC 5545) document',
              content: { 'text/calendar': { schema: binaryBodySchema } },
            },
            ...errors(404),
          },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(await calendar.feed(request.params.file, ctx.publicOrigin)),
    );
    await root.register(signedInRoutes);
  };

  async function signedInRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
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
            '`watchedAt` (a day or an ISO timestamp, not in the future) defaults to now; ' +
            'instead, for `watch` and `upTo`, `airDates: true` dates each episode on its air ' +
            'date and `unknownDate: true` marks it with the date unknown (decision 082: the ' +
            'diary says "date unknown", stats leave it out). ' +
            'A refused request writes nothing.',
          ...signedIn,
          body: markEpisodesBodySchema,
          response: { 200: markEpisodesResultSchema, ...errors(400, 404, 409) },
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
            '`watched` and `aired` count distinct episodes of regular seasons (and specials ' +
            'when `countSpecials` is on); `next` is the first aired episode after the last one ' +
            'watched (then, with specials counted, the first unwatched special). `status` is ' +
            '`completed` when every counted aired episode is watched, else `chosen`.',
          ...signedIn,
          response: { 200: progressSchema },
        },
      },
      async (request) => progress.forUser(currentUser(request).id),
    );
    app.get(
      '/me/progress/:id',
      {
        schema: {
          summary: "One show's progress, followed or not (the show page's line)",
          description:
            'Counted as `GET /api/me/progress` counts it: `watched` of `aired`, and `next` the ' +
            'next aired episode to watch (the first one when nothing is watched; null when ' +
            'every aired episode is). `followed`: the show is in Up next.',
          ...signedIn,
          params: showProgressParamsSchema,
          response: { 200: oneShowProgressSchema, ...errors(400, 404) },
        },
      },
      async (request) => {
        const found = await progress.forShow(currentUser(request).id, request.params.id);
        if (!found) throw titleNotFound('tv', request.params.id);
        return found;
      },
    );
    app.put(
      '/me/shows/:id/status',
      {
        schema: {
          summary: 'Set a show to watching, paused or dropped (completed is derived)',
          description: 'Follows the show if it was not followed.',
          ...signedIn,
          params: showStatusParamsSchema,
          body: showStatusBodySchema,
          response: { 200: showStatusResultSchema, ...errors(400, 404) },
        },
      },
      async (request) =>
        showStates.setStatus(currentUser(request).id, request.params.id, request.body.status),
    );
    app.get(
      '/me/tv-settings',
      {
        schema: {
          summary: 'My TV settings: whether specials (season 0) count',
          ...signedIn,
          response: { 200: tvSettingsSchema },
        },
      },
      async (request) => showStates.tvSettings(currentUser(request).id),
    );
    app.put(
      '/me/tv-settings',
      {
        schema: {
          summary: 'Change my TV settings',
          ...signedIn,
          body: tvSettingsSchema,
          response: { 200: tvSettingsSchema, ...errors(400) },
        },
      },
      async (request) => showStates.saveTvSettings(currentUser(request).id, request.body),
    );
    app.get(
      '/me/calendar',
      {
        schema: {
          summary: 'Upcoming episodes of my shows, and my private calendar feed address',
          description:
            'Offline, `asOf` is the day the episode data is from: episodes from then on are ' +
            'listed, and dates are as of that day.',
          ...signedIn,
          response: { 200: calendarSchema },
        },
      },
      async (request) => calendar.forUser(currentUser(request).id, ctx.publicOrigin),
    );
    app.post(
      '/me/calendar/feed',
      {
        schema: {
          summary: 'A new secret address for my calendar feed (the old one stops working)',
          ...signedIn,
          response: { 200: calendarSchema },
        },
      },
      async (request) => calendar.regenerate(currentUser(request).id, ctx.publicOrigin),
    );
  }
}
