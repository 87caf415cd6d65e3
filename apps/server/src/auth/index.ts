import crypto from 'node:crypto';

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
import { bearerAuthenticates, readSessionUser, toSessionUser, toWebHeaders } from './session';

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
  /**
   * Kids' profiles (issue 41): the signed-in session itself (the adult, never the profile it
   * switched to), a profile's user row (no e-mail of its own, no password), an adult's password
   * check, and where a session's active profile is looked up.
   */
  readonly profiles: {
    session(request: FastifyRequest): Promise<{ sessionId: string; user: SessionUser } | null>;
    createUser(name: string): Promise<string>;
    verifyPassword(request: FastifyRequest, password: string): Promise<boolean>;
    /** Set once by the composition root: the profile a session has switched to, if any. */
    activeProfile?: (sessionId: string) => Promise<string | null>;
  };
}

/** The address a profile's user row carries: never mailed, never shown (RFC 2606 `.invalid`). */
export const PROFILE_EMAIL_DOMAIN = 'profiles.invalid';

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
  const profiles: AuthService['profiles'] = {
    async session(request) {
      const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
      return session
        ? { sessionId: session.session.id, user: toSessionUser(session.user as never) }
        : null;
    },
    async createUser(name) {
      const { internalAdapter } = await auth.$context;
      const email = `profile-${crypto.randomBytes(9).toString('hex')}@${PROFILE_EMAIL_DOMAIN}`;
      const user = await internalAdapter.createUser(
        { email, name, emailVerified: true },
        { method: 'admin' },
      );
      return user.id;
    },
    async verifyPassword(request, password) {
      try {
        const answer = await auth.api.verifyPassword({
          body: { password },
          headers: toWebHeaders(request.headers),
        });
        return answer.status === true;
      } catch {
        return false;
      }
    },
  };
  const getSessionUser = async (request: FastifyRequest) => {
    if (!profiles.activeProfile) return readSessionUser(auth, request);
    const own = await profiles.session(request);
    if (!own) return null;
    const profileId = await profiles.activeProfile(own.sessionId);
    if (!profileId) return own.user;
    const { internalAdapter } = await auth.$context;
    const profile = await internalAdapter.findUserById(profileId);
    return profile ? { ...toSessionUser(profile as never), email: '', profile: true } : null;
  };

  return {
    auth,
    googleEnabled: Boolean(config.auth.google),
    getSessionUser,
    bearerAuthenticates: (request) => bearerAuthenticates(auth, request),
    requireUser: requireUserGuard(getSessionUser),
    requireAdmin: requireAdminGuard(getSessionUser),
    profiles,
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
