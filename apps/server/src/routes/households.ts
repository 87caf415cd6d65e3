import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  createHouseholdBodySchema,
  householdMemberParamsSchema,
  householdParamsSchema,
  householdSchema,
  householdsSchema,
  joinHouseholdBodySchema,
  noContentSchema,
  ratingPromptsSchema,
  titleRefSchema,
  togetherPickBodySchema,
  togetherPicksSchema,
  watchedTogetherBodySchema,
  watchedTogetherResultSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { rateLimited } from '../http/rate-limiter';
import { errors, signedIn } from '../openapi/access';
import type { RouteContext } from './route-context';

const tags = ['Watch together'];

/**
 * Watch together (issue #32): households and their picks, for members only. A household
 * anyone else names answers 404, as one that does not exist.
 */
export function householdRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { households, together } = ctx.services;
  // Issue #39: invite codes tried, and picks and "we watched it", a minute per user (apart
  // from the sign-in limits).
  const joins = rateLimited(ctx.limiters.householdJoins, (r) => `join:${currentUser(r).id}`);
  const actions = rateLimited(ctx.limiters.householdActions, (r) => `act:${currentUser(r).id}`);
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);
    // Every answer here is one person's: never kept by a browser or a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/households',
      {
        schema: {
          summary: 'Create a household (you are its owner)',
          tags,
          ...signedIn,
          body: createHouseholdBodySchema,
          response: { 201: householdSchema, ...errors(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await households.create(currentUser(request), request.body.name)),
    );
    app.post(
      '/households/join',
      {
        schema: {
          summary: 'Join a household with its invite code (joining twice changes nothing)',
          tags,
          ...signedIn,
          body: joinHouseholdBodySchema,
          response: { 200: householdSchema, ...errors(404, 409, 429) },
        },
        preValidation: joins,
      },
      async (request) => households.join(currentUser(request), request.body.code),
    );
    app.get(
      '/households',
      {
        schema: {
          summary: 'The households I belong to',
          tags,
          ...signedIn,
          response: { 200: householdsSchema },
        },
      },
      async (request) => households.list(currentUser(request)),
    );
    app.get(
      '/households/:householdId',
      {
        schema: {
          summary: 'A household and its members (members only)',
          tags,
          ...signedIn,
          params: householdParamsSchema,
          response: { 200: householdSchema, ...errors(404) },
        },
      },
      async (request) => households.get(currentUser(request), request.params.householdId),
    );
    app.post(
      '/households/:householdId/invite-code',
      {
        schema: {
          summary: 'Make a new invite code; the old one stops working (owner only)',
          tags,
          ...signedIn,
          params: householdParamsSchema,
          response: { 200: householdSchema, ...errors(403, 404) },
        },
      },
      async (request) => households.newCode(currentUser(request), request.params.householdId),
    );
    app.post(
      '/households/:householdId/pick',
      {
        schema: {
          summary: 'Pick what the members on the sofa watch tonight',
          description:
            'Leaves out what any present member watched or rated (unless `rewatch`) and what the ' +
            'household watched together; titles on several present watchlists come first, then ' +
            "one member's, then what their ratings predict; a title one of them is likely to " +
            "hate ranks last (least misery). `members` left out: everyone. Another household's " +
            'user in `members` answers 400.',
          tags,
          ...signedIn,
          params: householdParamsSchema,
          body: togetherPickBodySchema,
          response: { 200: togetherPicksSchema, ...errors(403, 404, 429) },
        },
        preValidation: actions,
      },
      async (request) =>
        together.pick(currentUser(request), request.params.householdId, request.body),
    );
    app.post(
      '/households/:householdId/watched',
      {
        schema: {
          summary: 'We watched it: one diary entry for each present member',
          description:
            "Each entry is the member's own (editable in their diary); each member is asked for " +
            'a rating the next time they open the app, and later picks leave the title out.',
          tags,
          ...signedIn,
          params: householdParamsSchema,
          body: watchedTogetherBodySchema,
          response: { 201: watchedTogetherResultSchema, ...errors(403, 404, 429) },
        },
        preValidation: actions,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await together.watchedTogether(
              currentUser(request),
              request.params.householdId,
              request.body,
            ),
          ),
    );
    app.delete(
      '/households/:householdId/members/:memberId',
      {
        schema: {
          summary: 'Leave (your own id) or remove a member (owner only)',
          description: 'The owner leaving hands the household to the longest-standing member.',
          tags,
          ...signedIn,
          params: householdMemberParamsSchema,
          response: { 204: noContentSchema, ...errors(403, 404) },
        },
      },
      async (request, reply) => {
        const { householdId, memberId } = request.params;
        await households.removeMember(currentUser(request), householdId, memberId);
        return reply.status(204).send();
      },
    );

    app.get(
      '/me/rating-prompts',
      {
        schema: {
          summary: 'Titles I watched with my household and have not rated yet',
          tags,
          ...signedIn,
          response: { 200: ratingPromptsSchema },
        },
      },
      async (request) => together.ratingPrompts(currentUser(request).id),
    );
    app.delete(
      '/me/rating-prompts/:type/:id',
      {
        schema: {
          summary: 'Not now: stop asking me to rate this title',
          tags,
          ...signedIn,
          params: titleRefSchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await together.dismissPrompt(currentUser(request).id, request.params);
        return reply.status(204).send();
      },
    );
  };
}
