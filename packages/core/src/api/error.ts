import { z } from 'zod';

/** Every 4xx/5xx answer of our API: a readable message and, for validation, what was wrong. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
