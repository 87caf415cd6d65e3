import { apiErrorSchema } from '@unclewatch/core';

/**
 * What a route declares in its `schema` about who may call it and what it answers besides
 * success. The OpenAPI document shows it; the contract test checks it against real answers.
 *
 *   schema: { params, ...signedIn, response: { 200: watchlistSchema, ...errors(404) } }
 */

type SecurityRequirement = Record<string, readonly string[]>;

/** Either credential works: the browser's session cookie or `Authorization: Bearer <token>`. */
const credentials: SecurityRequirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/** Any visitor; a session, when sent, changes the answer (e.g. GET /api/me, the assistant). */
export const optionalSignIn = { security: [{}, ...credentials] as SecurityRequirement[] };

/** A signed-in user: 401 without a session (added to the responses for you). */
export const signedIn = { security: credentials };

/** Admins only: 401 without a session, 403 for other users (both added for you). */
export const adminOnly = { security: credentials, 'x-admin-only': true as const };

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** `{error, details?}` answers a route gives on its own (404, 409, 429 …). */
export function errors<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
