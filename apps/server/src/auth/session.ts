import type { FastifyRequest } from 'fastify';

import type { SessionUser } from '@unclewatch/core';

import type { Auth } from './create-auth';

/** Node's incoming headers as a Web `Headers` (cookie and Authorization: Bearer included). */
export function toWebHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

interface AuthUserRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

export function toSessionUser(user: AuthUserRow): SessionUser {
  const role = user.role ?? 'user';
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role,
    isAdmin: role.split(',').includes('admin'),
    twoFactorEnabled: user.twoFactorEnabled ?? false,
  };
}

/** The user behind the request's session cookie or bearer token, or null. */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  return session ? toSessionUser(session.user as AuthUserRow) : null;
}

/** True when the request's Authorization header is a bearer token that opens a session. */
export async function bearerAuthenticates(auth: Auth, request: FastifyRequest): Promise<boolean> {
  const authorization = request.headers.authorization;
  if (!authorization?.toLowerCase().startsWith('bearer ')) return false;
  const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
  return session !== null;
}
