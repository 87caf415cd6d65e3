import type { FastifyRequest } from 'fastify';

import type { SessionUser } from '@unclewatch/core';

import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import { appMetaRepository } from '../db/repositories/app-meta';
import type { Mailer } from '../providers/mail/index';

import { authOptions, type Auth, createAuth } from './create-auth';
import { type PreHandler, requireAdminGuard, requireUserGuard } from './guards';
import { migrateAuthTables } from './migrate';
import type { SecondaryStorage } from './redis-secondary-storage';
import { resolveAuthSecret } from './secret';
import { bearerAuthenticates, readSessionUser, toSessionUser } from './session';

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'not-found';

/** Identity as the rest of the server sees it (ctx.auth). */
export interface AuthService {
  /** The better-auth instance behind `/api/auth/*`. */
  readonly auth: Auth;
  readonly googleEnabled: boolean;
  getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** True when the request's Authorization header is a bearer token that opens a session. */
  bearerAuthenticates(request: FastifyRequest): Promise<boolean>;
  /** preHandler: 401 without a session cookie or bearer token; sets request.sessionUser. */
  requireUser: PreHandler;
  /** preHandler: 401 without a session, 403 for non-admins; sets request.sessionUser. */
  requireAdmin: PreHandler;
  setRole(email: string, role: 'admin' | 'user'): Promise<RoleChange>;
  /** False for a user who was removed or is banned (issue #39: their calendar feed stops). */
  isActive(userId: string): Promise<boolean>;
  /** Runs `listener` after an admin removes a user (their rows elsewhere are deleted). */
  onUserRemoved(listener: (userId: string) => Promise<void>): void;
}

export async function createAuthService(
  config: Config,
  database: AppDatabase,
  mailer: Mailer,
  secondaryStorage?: SecondaryStorage,
): Promise<AuthService> {
  const secret = await resolveAuthSecret(config.auth.secret, appMetaRepository(database.db));
  const removed: ((userId: string) => Promise<void>)[] = [];
  const onUserRemoved = async (userId: string) => {
    for (const listener of removed) await listener(userId);
  };
  const options = { config, database, mailer, secret, secondaryStorage, onUserRemoved };
  await migrateAuthTables(database, authOptions(options));
  const auth = createAuth(options);
  const getSessionUser = (request: FastifyRequest) => readSessionUser(auth, request);

  return {
    auth,
    googleEnabled: Boolean(config.auth.google),
    getSessionUser,
    bearerAuthenticates: (request) => bearerAuthenticates(auth, request),
    requireUser: requireUserGuard(getSessionUser),
    requireAdmin: requireAdminGuard(getSessionUser),
    async setRole(email, role) {
      const { internalAdapter } = await auth.$context;
      const user = await internalAdapter.findUserByEmail(email.trim().toLowerCase());
      if (!user) return 'not-found';
      if (toSessionUser(user.user).role === role) return 'unchanged';
      await internalAdapter.updateUser(user.user.id, { role });
      return role === 'admin' ? 'granted' : 'revoked';
    },
    async isActive(userId) {
      const { internalAdapter } = await auth.$context;
      const user = (await internalAdapter.findUserById(userId)) as {
        banned?: boolean | null;
        banExpires?: Date | string | null;
      } | null;
      if (!user) return false;
      if (!user.banned) return true;
      // A ban with an end date is over once that date has passed.
      return user.banExpires ? new Date(user.banExpires).getTime() < Date.now() : false;
    },
    onUserRemoved(listener) {
      removed.push(listener);
    },
  };
}

export { currentUser } from './guards';
