import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  certificationsQuerySchema,
  createProfileBodySchema,
  householdParamsSchema,
  leaveProfileBodySchema,
  noContentSchema,
  profileSchema,
  certificationsResponseSchema,
  householdMemberParamsSchema,
  limitsResponseSchema,
  putLimitsBodySchema,
  US_MOVIE_RATINGS,
  US_TV_RATINGS,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { DomainError } from '../domain/domain-error';
import type { AgeLimitDeps } from '../http/age-limits';
import { errors, signedIn } from '../openapi/access';
import type { RouteContext } from './route-context';

const tags = ['Rating limits'];

/** What the app-wide limits hooks (http/age-limits.ts) ask of the session and the service. */
export function ageLimitHooks(ctx: RouteContext): AgeLimitDeps {
  const { ageLimits } = ctx.services;
  return {
    async viewerOf(request) {
      const user = await ctx.auth.getSessionUser(request);
      if (!user) return null;
      const limits = await ageLimits.limitsOf(user.id);
      return limits ? { name: user.name || 'this', limits } : null;
    },
    allowed: (refs, limits) => ageLimits.allowed(refs, limits),
    ratingOf: (ref) => ageLimits.ratingOf(ref),
  };
}

/** Age ratings and rating limits (issue 41). */
export function ageLimitsRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { ageLimits, profiles } = ctx.services;
  return async (app) => {
    app.get(
      '/certifications',
      {
        config: { publicAnswer: 'catalogue' },
        schema: {
          summary: 'Age ratings of a region, youngest first (TMDB /certification/*/list shape)',
          description:
            'The US scales (G … NC-17, TV-Y … TV-MA) are the ones limits use; another region ' +
            'answers 400 until its scale is known here.',
          tags,
          querystring: certificationsQuerySchema,
          response: { 200: certificationsResponseSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        if (request.query.region !== 'US')
          return reply.code(400).send({
            error: `No age ratings known for region ${request.query.region}: only US`,
            details: [{ path: 'region', message: 'only US is known' }],
          });
        return { region: 'US', movie: [...US_MOVIE_RATINGS], tv: [...US_TV_RATINGS] };
      },
    );

    app.get(
      '/me/limits',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Your rating limits',
          tags,
          ...signedIn,
          response: { 200: limitsResponseSchema },
        },
      },
      async (request) => ageLimits.get(currentUser(request).id),
    );

    app.put(
      '/me/limits',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: 'Set, change or lift your rating limits',
          description:
            'Once a PIN is set (`newPin`, 4–8 digits), changing or lifting the limits needs it ' +
            'as `pin` (403 without or wrong; wrong tries are rate-limited: 429). Limits the ' +
            "household's owner set need the PIN or the owner.",
          tags,
          ...signedIn,
          body: putLimitsBodySchema,
          response: { 200: limitsResponseSchema, ...errors(400, 403, 429) },
        },
      },
      async (request) => ageLimits.putOwn(currentUser(request), request.body),
    );

    app.post(
      '/households/:householdId/profiles',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: "Add a child's profile (no e-mail, no password; the owner only)",
          tags,
          ...signedIn,
          params: householdParamsSchema,
          body: createProfileBodySchema,
          response: { 201: profileSchema, ...errors(400, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await profiles.create(
              currentUser(request),
              request.params.householdId,
              request.body.name,
              request.body.limits,
            ),
          ),
    );

    app.post(
      '/households/:householdId/profiles/:memberId/session',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: "Who's watching? This device's session becomes the child's profile",
          description: "An adult member only; going back needs that adult's password or PIN.",
          tags,
          ...signedIn,
          params: householdMemberParamsSchema,
          response: { 200: profileSchema, ...errors(403, 404) },
        },
      },
      async (request) => {
        const session = await ctx.auth.profiles.session(request);
        if (!session) throw new DomainError('unauthenticated', 'Sign in required');
        return profiles.switchTo(
          currentUser(request),
          session.sessionId,
          request.params.householdId,
          request.params.memberId,
        );
      },
    );

    app.post(
      '/me/profile/leave',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: "Back from a child's profile to the adult (their password or PIN)",
          tags,
          ...signedIn,
          body: leaveProfileBodySchema,
          response: { 204: noContentSchema, ...errors(400, 403, 429) },
        },
      },
      async (request, reply) => {
        const session = await ctx.auth.profiles.session(request);
        if (!session) throw new DomainError('unauthenticated', 'Sign in required');
        await profiles.switchBack(session.sessionId, request.body, (password) =>
          ctx.auth.profiles.verifyPassword(request, password),
        );
        return reply.code(204).send();
      },
    );

    app.put(
      '/households/:householdId/members/:memberId/limits',
      {
        preValidation: ctx.auth.requireUser,
        schema: {
          summary: "Set a household member's rating limits (the owner only)",
          tags,
          ...signedIn,
          params: householdMemberParamsSchema,
          body: putLimitsBodySchema,
          response: { 200: limitsResponseSchema, ...errors(400, 403, 404) },
        },
      },
      async (request) =>
        ageLimits.putForMember(
          currentUser(request),
          request.params.householdId,
          request.params.memberId,
          request.body,
        ),
    );
  };
}
