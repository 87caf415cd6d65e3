import type { HookContext } from './hook-context';
import { endpointAnswer } from './hook-context';

/**
 * A sign-up for an email whose account was never verified replaces the pending password and
 * display name, so
 * whoever registered an address first (perhaps not its owner) cannot keep a password for it:
 * the owner's own sign-up, then their verification, leaves only their password working.
 * The answer stays the same as for a new account (no enumeration).
 */
export async function replacePendingPassword(ctx: HookContext): Promise<void> {
  if (ctx.path !== '/sign-up/email') return;
  const body = ctx.body as { email?: unknown; password?: unknown; name?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  if (!email || password.length < 8 || password.length > 128) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (!found || found.user.emailVerified) return;
  await ctx.context.internalAdapter.updatePassword(
    found.user.id,
    await ctx.context.password.hash(password),
  );
  // The first registrant's name would otherwise stay on the owner's account (and comments).
  const name = typeof body?.name === 'string' ? body.name.trim().slice(0, 100) : '';
  await ctx.context.internalAdapter.updateUser(found.user.id, { name });
}

/**
 * For an email that already has an account, better-auth answers a sign-up with a made-up user
 * that differs from a real new one (`role: null` instead of `"user"`), which tells anyone
 * whether the address is registered. Every sign-up answer gets the fields of a new account.
 */
export async function sameSignUpAnswer(ctx: HookContext) {
  if (ctx.path !== '/sign-up/email') return;
  const answer = await endpointAnswer(ctx);
  const user = answer?.user;
  if (!answer || !user || typeof user !== 'object') return;
  return ctx.json({
    ...answer,
    token: null,
    user: {
      ...user,
      emailVerified: false,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
    },
  });
}
