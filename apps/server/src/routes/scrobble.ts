import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  binaryBodySchema,
  inProgressSchema,
  mapUnmatchedBodySchema,
  mapUnmatchedResultSchema,
  scrobbleAnswerSchema,
  scrobbleTokenParamsSchema,
  unmatchedItemsSchema,
  unmatchedParamsSchema,
  webhookAddressSchema,
  webhookSettingsBodySchema,
  webhookSettingsSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { errors, signedIn } from '../openapi/access';
import type { RouteContext } from './route-context';

/** A Plex delivery carries a JPEG thumbnail beside its payload. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

const INGEST_TEXT =
  'No session: the address is the secret (POST /api/me/webhooks makes it). The body is read by ' +
  'its shape whatever the content type says: Plex `multipart/form-data` with a `payload` part, ' +
  'Emby JSON or `application/x-www-form-urlencoded` with `data=`, Jellyfin JSON (often sent as ' +
  '`text/plain`). Accepted and ignored events answer 200 with what became of them; a body none ' +
  'of the three would send answers 400; an unknown address 404, and nothing is written.';

/** Media-server webhooks (issue #43): my address and settings, the ingest, the inbox. */
export function scrobbleRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { scrobble } = ctx.services;
  return async (app) => {
    await app.register(ingestRoute);

    app.get(
      '/me/webhooks',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'My media-server webhook: its address, usernames, threshold and recent events',
          description:
            '`url` is null until POST /api/me/webhooks makes one. `recent` lists the last ' +
            'events (progress events excepted) with what became of each.',
          ...signedIn,
          response: { 200: webhookSettingsSchema },
        },
      },
      async (request) => scrobble.settings(currentUser(request).id),
    );

    app.post(
      '/me/webhooks',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Make my webhook address, or a new one (the old one stops working)',
          ...signedIn,
          response: { 200: webhookAddressSchema },
        },
      },
      async (request) => scrobble.newAddress(currentUser(request).id),
    );

    app.put(
      '/me/webhooks',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Save whose plays count and how much of a title makes it watched',
          description:
            '`usernames`: only plays by these media-server users count (Plex `Account.title`, ' +
            'Jellyfin `NotificationUsername`, Emby `User.Name`); empty: everyone’s. ' +
            '`threshold`: a stop past this percentage (50–100, default 80) logs a viewing. ' +
            'Saved before any address exists, it makes one.',
          ...signedIn,
          body: webhookSettingsBodySchema,
          response: { 200: webhookSettingsSchema, ...errors(400) },
        },
      },
      async (request) => scrobble.update(currentUser(request).id, request.body),
    );

    app.get(
      '/me/in-progress',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'What my media server reported partly watched',
          description:
            'Films and episodes a play stopped below the threshold, in the last 90 days, not ' +
            'watched since (by hand or by a later play); newest first. Title pages and Up next ' +
            'show them.',
          ...signedIn,
          response: { 200: inProgressSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        return scrobble.inProgress(currentUser(request).id);
      },
    );

    app.get(
      '/me/webhooks/unmatched',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Plays that could not be matched (the inbox)',
          ...signedIn,
          response: { 200: unmatchedItemsSchema },
        },
      },
      async (request) => scrobble.unmatched(currentUser(request).id),
    );

    app.post(
      '/me/webhooks/unmatched/:id',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Say which title an inbox item is',
          description:
            'A film is logged as the film chosen. For an episode, `id` is its show: the choice ' +
            'is remembered for that show, and its other waiting episodes are logged too.',
          ...signedIn,
          params: unmatchedParamsSchema,
          body: mapUnmatchedBodySchema,
          response: { 200: mapUnmatchedResultSchema, ...errors(400, 404) },
        },
      },
      async (request) => scrobble.map(currentUser(request).id, request.params.id, request.body),
    );
  };

  async function ingestRoute(app: FastifyInstance) {
    // Media servers label their bodies loosely: every body arrives as bytes, read by shape.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/scrobble/:token',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'Where Plex, Jellyfin and Emby post what they play (my secret address)',
          description: INGEST_TEXT,
          params: scrobbleTokenParamsSchema,
          body: binaryBodySchema.optional(),
          response: { 200: scrobbleAnswerSchema, ...errors(400, 404, 413) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return scrobble.ingest(
          request.params.token,
          String(request.headers['content-type'] ?? ''),
          body,
        );
      },
    );
  }
}
