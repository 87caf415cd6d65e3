import type { FastifyReply, FastifyRequest } from 'fastify';

import type { SessionUser } from '@unclewatch/core';

import { DomainError } from '../domain/domain-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin preHandlers. */
    sessionUser?: SessionUser;
  }
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type GetSessionUser = (request: FastifyRequest) => Promise<SessionUser | null>;

export const SIGN_IN_REQUIRED = 'Sign in required';
export const ADMINS_ONLY = 'Admins only';

/** 401 `{error}` unless the request carries a valid session cookie or bearer token. */
export function requireUserGuard(getSessionUser: GetSessionUser): PreHandler {
  return async (request) => {
    const user = await getSessionUser(request);
    if (!user) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED);
    request.sessionUser = user;
  };
}

/** 401 without a session, 403 `{error}` for a signed-in user who is not an admin. */
export function requireAdminGuard(getSessionUser: GetSessionUser): PreHandler {
  return async (request) => {
    const user = await getSessionUser(request);
    if (!user) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED);
    if (!user.isAdmin) throw new DomainError('forbidden', ADMINS_ONLY);
    request.sessionUser = user;
  };
}

/** The user a guard attached; for handlers behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new DomainError('unauthenticated', SIGN_IN_REQUIRED);
  return request.sessionUser;
}
