import { createAuthMiddleware } from 'better-auth/api';

/**
 * A sign-up for an email whose account was never verified replaces the pending password, so
 * whoever registered an address first (perhaps not its owner) cannot keep a password for it:
 * the owner's own sign-up, then their verification, leaves only their password working.
 * The answer stays the same as for a new account (no enumeration).
 */
export const replacePendingPassword = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email') return;
  const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  if (!email || password.length < 8 || password.length > 128) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (!found || found.user.emailVerified) return;
  await ctx.context.internalAdapter.updatePassword(
    found.user.id,
    await ctx.context.password.hash(password),
  );
});
