import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from './catalog';

/**
 * AI payloads (spec §7): the overview rewrite and the movie assistant's chat. The server
 * validates every field here; a bad value gets a 400 naming the field.
 */

const yearInput = z
  .union([z.number(), z.string().trim().max(10, 'must be at most 10 characters')])
  .optional()
  .transform((value) => {
    const year = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isInteger(year) && year >= 1870 && year <= 2100 ? year : undefined;
  });

export const rewriteOverviewRequestSchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  overview: z.string().max(2000, 'must be at most 2000 characters').default(''),
  genre: z.string().trim().max(100, 'must be at most 100 characters').default('Drama'),
  type: mediaTypeSchema.default('movie'),
  year: yearInput,
  /** The catalogue id; when given, the server uses the catalogue's own text for that title. */
  id: catalogIdSchema.optional(),
});
export type RewriteOverviewRequest = z.infer<typeof rewriteOverviewRequestSchema>;

export const rewriteOverviewResponseSchema = z.object({ rewritten: z.string() });
export type RewriteOverviewResponse = z.infer<typeof rewriteOverviewResponseSchema>;

/** Said when neither a rewrite nor the original overview is available (spec §1). */
export const OVERVIEW_FALLBACK_TEXT = 'Uncle recommends this as a must-watch!';

export const chatSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8–100 characters of letters, digits, _ or -');

export const chatRequestSchema = z.object({
  message: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
  sessionId: chatSessionIdSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A movie card in a chat reply; always a real catalogue title. */
export const chatMovieCardSchema = z.object({
  id: z.number(),
  type: mediaTypeSchema,
  title: z.string(),
  /** Our own image proxy path (`/img/w185/...`), or null when the title has no poster. */
  imageUrl: z.string().nullable(),
  /** TMDB vote average, one decimal. */
  rating: z.number(),
  genres: z.array(z.string()),
  /** Language name, e.g. "Korean". */
  language: z.string(),
  year: z.number().nullable(),
});
export type ChatMovieCard = z.infer<typeof chatMovieCardSchema>;

export const chatResponseSchema = z.object({
  reply: z.union([z.string(), z.array(chatMovieCardSchema)]),
  /** A short line shown above a list of cards, e.g. "Korean thrillers from the 2010s:". */
  text: z.string().optional(),
  /**
   * Cards that go with a text reply, e.g. the title a fact is about (decision 022). Clients
   * written before it read only `reply` and ignore this field.
   */
  cards: z.array(chatMovieCardSchema).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const CHAT_GREETING = "Hi! I'm your movie assistant. Ask me anything!";
export const CHAT_FAILURE_TEXT = '❌ Sorry, something went wrong.';
