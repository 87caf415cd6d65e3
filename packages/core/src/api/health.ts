import { z } from 'zod';

export const providerModeSchema = z.enum(['embedded', 'live']);
export type ProviderMode = z.infer<typeof providerModeSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  providers: z.object({
    catalog: providerModeSchema,
    ratings: providerModeSchema,
    streaming: providerModeSchema,
    ai: providerModeSchema,
    mail: z.enum(['outbox', 'smtp']),
    cache: z.enum(['memory', 'redis']),
  }),
  /** False when mails go to the outbox but the site has a public address nobody can read it from. */
  mailDeliverable: z.boolean(),
  /** Configuration problems an operator should fix (also logged at start). */
  warnings: z.array(z.string()),
});
export type Health = z.infer<typeof healthSchema>;
