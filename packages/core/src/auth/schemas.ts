import { z } from 'zod';

/** The signed-in user as our API describes it (GET /api/me). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string(),
  isAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** True while this device watches as a child's profile ("Who's watching?", issue 41). */
  profile: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** What the sign-in pages may offer on this server (GET /api/account/sign-in-options). */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** One mail in the development outbox (GET /api/dev/outbox), newest first. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const emailSchema = z.string().trim().email('must be an email address').max(320);

export const roleChangeSchema = z.object({
  action: z.enum(['grant', 'revoke']),
  email: emailSchema,
});
