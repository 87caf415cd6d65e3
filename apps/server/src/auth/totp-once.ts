import { APIError, getSessionFromCtx } from 'better-auth/api';

import { endpointAnswer, type HookContext } from './hook-context';

const PATH = '/two-factor/verify-totp';
/** A code is accepted one 30 s step either side of its own: 90 s in all. */
const CODE_LIFETIME_MS = 90_000;

const usedKey = (userId: string, code: string) => `totp-used-${userId}-${code}`;

function codeOf(ctx: HookContext): string | null {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code.trim() : null;
}

/** The user a TOTP code is being checked for: the session's, or the pending sign-in's. */
async function userIdOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(pending);
  return challenge?.value ?? null;
}

/**
 * Before: a TOTP code that already opened a session (or confirmed 2FA) is refused for the rest
 * of its window, so a code read over a shoulder or from a log cannot be used a second time.
 */
export async function refuseUsedTotp(ctx: HookContext): Promise<void> {
  if (ctx.path !== PATH) return;
  const code = codeOf(ctx);
  const userId = code ? await userIdOf(ctx) : null;
  if (!code || !userId) return;
  const used = await ctx.context.internalAdapter.findVerificationValue(usedKey(userId, code));
  if (used && new Date(used.expiresAt).getTime() > Date.now()) {
    throw new APIError('UNAUTHORIZED', {
      message: 'This code was already used: wait for the next one',
      code: 'INVALID_CODE',
    });
  }
}

/** After: remembers an accepted code until it could no longer be accepted anyway. */
export async function rememberUsedTotp(ctx: HookContext): Promise<void> {
  if (ctx.path !== PATH) return;
  const code = codeOf(ctx);
  const user = (await endpointAnswer(ctx))?.user as { id?: unknown } | undefined;
  if (!code || typeof user?.id !== 'string') return;
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: usedKey(user.id, code),
    value: user.id,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
}
