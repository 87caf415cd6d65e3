import type { FastifyRequest } from 'fastify';

import type { ServicesFilterQuery, WatchFilter } from '@unclewatch/core';

import type { RouteContext } from './route-context';

/** `services=mine` makes a list its user's own: never a shared, kept answer. */
export const servicesMine = (request: FastifyRequest): boolean =>
  (request.query as { services?: unknown } | undefined)?.services === 'mine';

/**
 * The services filter of a list request (issue 33): undefined without `services`; the session
 * is read only for `services=mine` (401 signed out, 400 when nothing is saved).
 */
export function servicesFilter(ctx: RouteContext) {
  return async (
    request: FastifyRequest,
    query: ServicesFilterQuery,
  ): Promise<WatchFilter | undefined> => {
    if (!query.services) return undefined;
    const user =
      query.services === 'mine'
        ? (request.sessionUser ?? (await ctx.auth.getSessionUser(request)))
        : null;
    return ctx.services.watchServices.filterFor(query, user?.id ?? null);
  };
}
