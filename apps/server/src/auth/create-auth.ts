import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { admin, bearer, genericOAuth, openAPI, twoFactor } from 'better-auth/plugins';

import pino, { type Logger } from 'pino';

import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import type { Mailer } from '../providers/mail/index';

import { authLogOptions } from './auth-log';
import { replacePendingPassword, sameSignUpAnswer } from './pending-sign-up';
import { signUpProof } from './sign-up-proof';
import { checkDisplayName } from './display-name';
import { refuseUsedTotp, rememberUsedTotp } from './totp-once';
import { passwordResetMail, verificationMail } from './mails';
import type { SecondaryStorage } from './redis-secondary-storage';
import { VerificationThrottle } from './verification-throttle';

export interface CreateAuthOptions {
  config: Config;
  database: AppDatabase;
  mailer: Mailer;
  secret: string;
  /** Redis (several instances): sessions and auth rate limits shared by all of them. */
  secondaryStorage?: SecondaryStorage;
  /** Where better-auth logs outside a request (inside one, the request's logger is used). */
  log?: Logger;
  /** Called after an admin removes a user: their rows elsewhere go too (issue #39). */
  onUserRemoved?: (userId: string) => Promise<void>;
}

/** Loopback hosts an unconfigured server accepts as its own address (dev, tests, outbox mode). */
const LOOPBACK_HOSTS = ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]', '[::1]:*'];

const pathOf = (request?: Request) => (request ? new URL(request.url).pathname : '');

export function authOptions({
  config,
  database,
  mailer,
  secret,
  secondaryStorage,
  log,
  onUserRemoved,
}: CreateAuthOptions) {
  const publicUrl = config.publicUrl?.replace(/\/+$/, '');
  const adminEmails = new Set(config.auth.adminEmails);
  const throttle = new VerificationThrottle();
  const google = config.auth.google;
  const secureCookies = (publicUrl ?? '').startsWith('https://');
  const proof = signUpProof(secret, secureCookies);
  // WebAuthn binds a passkey to a host name (never an IP address) and checks the page origin.
  const webOrigin = publicUrl
    ? new URL(publicUrl).origin
    : `http://localhost:${config.port || 3000}`;

  return {
    appName: 'UncleWatch',
    secret,
    ...authLogOptions(
      log ?? pino({ level: config.logLevel }, process.stdout).child({ area: 'auth' }),
      config.logLevel === 'silent',
    ),
    // Without PUBLIC_URL, links follow the loopback address the request came to; any other
    // Host falls back to localhost so a forged Host header can never end up in a mailed link.
    baseURL: publicUrl ?? {
      allowedHosts: LOOPBACK_HOSTS,
      protocol: 'http',
      fallback: `http://localhost:${config.port || 3000}`,
    },
    trustedOrigins: publicUrl ? [new URL(publicUrl).origin] : [],
    database: { db: database.db, type: database.kind },
    secondaryStorage,
    // Kept in the database too: a session outlives a Redis restart, and a Redis outage falls
    // back to the database instead of signing everyone out.
    session: { storeSessionInDatabase: secondaryStorage !== undefined },
    // Emailed links (password reset …) stay valid through a Redis restart the same way.
    verification: { storeInDatabase: secondaryStorage !== undefined },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link may be opened on another device; the user logs in after verifying.
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }, request) {
        // The sign-up mail always goes out; sign-in and resend sends share a 60 s window.
        if (!pathOf(request).endsWith('/sign-up/email') && !throttle.take(user.email)) return;
        await mailer.send(verificationMail(user.email, url));
      },
    },
    user: {
      deleteUser: { enabled: false },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    advanced: {
      useSecureCookies: secureCookies,
      // The Fastify bridge sets this header from the socket (or the trusted proxy chain) and
      // drops any value the client sent, so it is the one trustworthy source of the client IP.
      ipAddress: { ipAddressHeaders: ['x-unclewatch-client-ip'] },
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      storage: secondaryStorage ? 'secondary-storage' : 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/two-factor/*': { window: 60, max: 10 },
        '/passkey/*': { window: 60, max: 20 },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await replacePendingPassword(ctx);
        await refuseUsedTotp(ctx);
        checkDisplayName(ctx);
        await proof.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await rememberUsedTotp(ctx);
        await proof.after(ctx);
        return sameSignUpAnswer(ctx);
      }),
    },
    // The admin role goes only to a verified address: an unverified account for an
    // ADMIN_EMAILS address may have been registered by someone else.
    databaseHooks: {
      user: {
        delete: {
          async after(user) {
            await onUserRemoved?.(user.id);
          },
        },
        create: {
          async before(user) {
            if (user.emailVerified && adminEmails.has(user.email.toLowerCase())) {
              return { data: { ...user, role: 'admin' } };
            }
          },
        },
      },
      session: {
        create: {
          async before(session, context) {
            if (!context || adminEmails.size === 0) return;
            const adapter = context.context.internalAdapter;
            const user = (await adapter.findUserById(session.userId)) as {
              id: string;
              email: string;
              role?: string | null;
              emailVerified?: boolean;
            } | null;
            if (
              user?.emailVerified &&
              adminEmails.has(user.email.toLowerCase()) &&
              user.role !== 'admin'
            ) {
              await adapter.updateUser(user.id, { role: 'admin' });
            }
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      bearer(),
      // Its document is merged into /api/openapi.json; its CDN-hosted reference page stays off.
      openAPI({ disableDefaultReference: true }),
      twoFactor({ issuer: 'UncleWatch' }),
      passkey({ rpID: new URL(webOrigin).hostname, rpName: 'UncleWatch', origin: webOrigin }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(options: CreateAuthOptions) {
  return betterAuth(authOptions(options));
}

export type Auth = ReturnType<typeof createAuth>;
