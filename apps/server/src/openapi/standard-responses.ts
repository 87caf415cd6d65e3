import type { FastifyInstance, RouteOptions } from 'fastify';

import { apiErrorSchema } from '@unclewatch/core';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Routes the document covers: the API and the image proxy (better-auth has its own). */
export function isDocumentedUrl(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/auth/')) || url.startsWith('/img/');
}

/**
 * Adds the `{error}` answers that come from shared machinery rather than from the route, so
 * each route declares only its own: 400 for any input schema (validation) and for a write's
 * unparsable JSON; 403 (cross-site Origin), 413 and 415 for every write; 401/403 from the
 * access a route declares (see access.ts); 500 for everything. Runs before the routes are
 * compiled, so the server also checks these answers against the error shape.
 */
export function registerStandardResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isDocumentedUrl(route.url)) return;
    const schema = (route.schema ??= {}) as Schema;
    const response = (schema.response ??= {});
    const add = (status: number) => {
      response[status] ??= apiErrorSchema;
    };
    const methods = [route.method].flat();
    if (schema.params || schema.querystring || schema.body || schema.headers) add(400);
    if (methods.some((m) => unsafeMethods.has(m))) [400, 403, 413, 415].forEach(add);
    const security = schema.security as object[] | undefined;
    const needsSession = security && !security.some((s) => Object.keys(s).length === 0);
    if (needsSession) add(401);
    if (schema['x-admin-only']) add(403);
    add(500);
  });
}
