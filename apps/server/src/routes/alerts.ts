import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  alertJobResponseSchema,
  alertSettingsBodySchema,
  alertSettingsSchema,
  alertTestResponseSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { rateLimited } from '../http/rate-limiter';
import { adminOnly, errors, signedIn } from '../openapi/access';
import type { RouteContext } from './route-context';

const CHANNELS_TEXT =
  'Channels: `ntfy` (POST to the topic URL, or `url` + `topic`, with Title, Click and Tags ' +
  'headers; `token` as a Bearer token), `gotify` (`POST {url}/message`, `token` the app token), ' +
  '`webhook` (a JSON POST signed with HMAC-SHA256 of the body, hex, in `X-UncleWatch-Signature: ' +
  'sha256=…`), `email` (to the account address, through the configured mail) and `apprise` (a ' +
  'JSON POST to an Apprise API URL; `token` as its `urls`). Addresses on loopback, link-local ' +
  'and private networks are refused unless the operator sets ALERTS_ALLOW_PRIVATE_URLS=true.';

/** Alerts (issue 44): my channels and events, a test, and the admins' "run now". */
export function alertsRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { alerts, alertJob } = ctx.services;
  // Each test sends one request per channel to addresses users typed: per user.
  const testsLimited = rateLimited(
    ctx.limiters.alertTests,
    (request) => `alert-tests:${currentUser(request).id}`,
  );
  return async (app) => {
    app.get(
      '/me/alerts',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'My alert channels, events and digest, and my last deliveries',
          description:
            'Tokens and webhook secrets never come back (`hasToken`). `notes` say what this ' +
            'server cannot tell (offline: no new episode after the episode data, no live services).',
          ...signedIn,
          response: { 200: alertSettingsSchema },
        },
      },
      async (request) => alerts.get(currentUser(request).id),
    );

    app.put(
      '/me/alerts',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Save my alert channels, events and digest',
          description:
            `${CHANNELS_TEXT} The list replaces the saved one; a channel sent with its \`id\` ` +
            '(or the same type, URL and topic) keeps its token, secret and state. A new webhook ' +
            "channel's `secret` is in this answer only: keep it to check signatures. " +
            '`digest: daily` sends the day’s alerts at `digestHour` in `timeZone` (default UTC).',
          ...signedIn,
          body: alertSettingsBodySchema,
          response: { 200: alertSettingsSchema, ...errors(400) },
        },
      },
      async (request) => alerts.save(currentUser(request).id, request.body),
    );

    app.post(
      '/me/alerts/test',
      {
        preValidation: [ctx.auth.requireUser, testsLimited],
        schema: {
          summary: 'Send a test alert to each of my channels',
          description:
            '`status` is the receiver’s HTTP status (200 for mail handed over), 0 when none ' +
            'answered (refused address, time-out, network); `error` says why when not ok.',
          ...signedIn,
          response: { 200: alertTestResponseSchema, ...errors(429) },
        },
      },
      async (request) => alerts.test(currentUser(request).id),
    );

    app.post(
      '/admin/jobs/alerts',
      {
        preValidation: ctx.auth.requireAdmin,
        schema: {
          summary: 'Run the alerts job now',
          description:
            'Finds new episodes and titles newly on people’s services, sends due digests and ' +
            'every due delivery. `sent`: deliveries that reached their channel in this run; ' +
            '`skipped`: alerts found but not sent now (already sent before, held for a digest, ' +
            'or no working channel). The job also runs on its own every hour.',
          ...adminOnly,
          response: { 200: alertJobResponseSchema },
        },
      },
      async () => alertJob.run(),
    );
  };
}
