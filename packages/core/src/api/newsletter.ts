import { z } from 'zod';

import { NEWSLETTER_EMAIL } from '../newsletter-rules';

/** POST /api/newsletter: subscribe an address (a confirmation mail goes to it). */
export const newsletterSubscribeBodySchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(254, 'must be at most 254 characters')
    .regex(NEWSLETTER_EMAIL, 'must be an email address like you@example.com'),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/**
 * The same answer whatever the address's state (new, pending, already confirmed), so the form
 * never tells a stranger who subscribed.
 */
export const newsletterSubscribeResultSchema = z.object({
  status: z.literal('check-your-inbox'),
});

/** /newsletter/confirm?token=: the secret from the confirmation mail. */
export const newsletterConfirmQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a confirmation token'),
});
