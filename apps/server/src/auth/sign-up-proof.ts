import crypto from 'node:crypto';

import type { HookContext } from './hook-context';

/**
 * Verifying an address never activates a password the clicker did not choose (issue 29).
 *
 * Anyone can sign up with someone else's address and a password of their own; the mail goes to
 * the address's owner, and a click used to verify the account *with the stranger's password*.
 * Now the browser that signs up (or signs in, unverified, with the right password) gets an
 * httpOnly cookie proving it knows the pending password (an HMAC of the account id and the
 * password's hash). A verification click that carries that proof keeps the password, as
 * before. Any other click (another device, or an owner who never signed up) still verifies the
 * address, but the pending password is replaced by an unusable one, the account's sessions
 * end, the display name becomes the address's own, and the clicker lands on "Choose your password" with a fresh reset token: the mailbox's
 * owner sets the password, and nobody else's works.
 */
export const SIGN_UP_PROOF_COOKIE = 'uw-sign-up-proof';
const PROOF_MAX_AGE_SECONDS = 24 * 60 * 60;
const RESET_TOKEN_SECONDS = 60 * 60;
/** Verification clicks between the before and after hooks (normally microseconds apart). */
const MAX_PENDING_CLICKS = 1000;

type Adapter = HookContext['context']['internalAdapter'];

const proofOf = (secret: string, userId: string, passwordHash: string) =>
  crypto.createHmac('sha256', secret).update(`${userId}\n${passwordHash}`).digest('base64url');

function cookieOf(ctx: HookContext, name: string): string | undefined {
  const header = ctx.headers?.get('cookie') ?? ctx.request?.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

async function pendingPassword(adapter: Adapter, email: string) {
  const found = await adapter.findUserByEmail(email.trim().toLowerCase());
  if (!found || found.user.emailVerified) return undefined;
  const accounts = await adapter.findAccounts(found.user.id);
  const hash = accounts.find((a) => a.providerId === 'credential')?.password;
  return hash ? { userId: found.user.id, hash } : undefined;
}

/** The email a verification token names (read, not trusted: better-auth checks the token). */
function tokenClaims(token: unknown): { email?: string; updateTo?: string } | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: string;
      updateTo?: string;
    };
  } catch {
    return undefined;
  }
}

export function signUpProof(secret: string, secureCookies: boolean) {
  /** Verification tokens whose click carried no proof, with the account they would verify. */
  const unproven = new Map<string, string>();

  const setProof = (ctx: HookContext, value: string) =>
    ctx.setCookie(SIGN_UP_PROOF_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/api/auth',
      maxAge: PROOF_MAX_AGE_SECONDS,
    });

  return {
    /** After a sign-up (or an unverified sign-in with the right password): the proof cookie. */
    async after(ctx: HookContext): Promise<void> {
      if (ctx.path === '/verify-email') return finishVerification(ctx);
      const signUp = ctx.path === '/sign-up/email';
      const returned = ctx.context.returned as { body?: { code?: string } } | undefined;
      const unverifiedSignIn =
        ctx.path === '/sign-in/email' && returned?.body?.code === 'EMAIL_NOT_VERIFIED';
      if (!signUp && !unverifiedSignIn) return;
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      const pending =
        typeof email === 'string'
          ? await pendingPassword(ctx.context.internalAdapter, email)
          : undefined;
      // Every sign-up gets a cookie alike, so its presence tells nothing about the address.
      setProof(
        ctx,
        pending
          ? proofOf(secret, pending.userId, pending.hash)
          : crypto.randomBytes(32).toString('base64url'),
      );
    },

    /** Before a verification click: does it carry the proof for the pending password? */
    async before(ctx: HookContext): Promise<void> {
      if (ctx.path !== '/verify-email') return;
      const token = (ctx.query as { token?: unknown } | undefined)?.token;
      const claims = tokenClaims(token);
      // A change of address (updateTo) is asked for by the signed-in owner: not a sign-up.
      if (!claims?.email || claims.updateTo || typeof token !== 'string') return;
      const pending = await pendingPassword(ctx.context.internalAdapter, claims.email);
      if (!pending) return;
      const proof = cookieOf(ctx, SIGN_UP_PROOF_COOKIE) ?? '';
      const expected = proofOf(secret, pending.userId, pending.hash);
      const proven =
        proof.length === expected.length &&
        crypto.timingSafeEqual(Buffer.from(proof), Buffer.from(expected));
      if (proven) return;
      if (unproven.size >= MAX_PENDING_CLICKS) unproven.clear();
      unproven.set(token, pending.userId);
    },
  };

  /** After a click without proof verified the account: its password goes, the owner picks one. */
  async function finishVerification(ctx: HookContext): Promise<void> {
    const token = (ctx.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return;
    const userId = unproven.get(token);
    unproven.delete(token);
    if (!userId) return;
    const adapter = ctx.context.internalAdapter;
    const user = await adapter.findUserById(userId);
    if (!user?.emailVerified) return;
    const unusable = await ctx.context.password.hash(crypto.randomBytes(32).toString('base64url'));
    await adapter.updatePassword(userId, unusable);
    // The name was the stranger's choice too: the owner starts from their address's name.
    await adapter.updateUser(userId, { name: user.email.split('@')[0] ?? '' });
    await adapter.deleteUserSessions(userId);
    const resetToken = crypto.randomBytes(18).toString('base64url');
    await adapter.createVerificationValue({
      value: userId,
      identifier: `reset-password:${resetToken}`,
      expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
    });
    throw ctx.redirect(`/reset-password?token=${resetToken}&verified=1`);
  }
}
