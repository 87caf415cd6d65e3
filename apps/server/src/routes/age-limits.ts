import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  certificationsQuerySchema,
  certificationsResponseSchema,
  householdMemberParamsSchema,
  limitsResponseSchema,
  putLimitsBodySchema,
  US_MOVIE_RATINGS,
  US_TV_RATINGS,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
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
  const { ageLimits } = ctx.services;
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
