import { z } from 'zod';

import { mediaTypeSchema, uncleScoreFieldsSchema } from './catalog';

/** Uncle's Pick as stored (spec §3 "Picks item"): the admins' recommendations, id `{type}_{tmdbId}`. */
export const storedPickSchema = z.object({
  id: z.string(),
  type: mediaTypeSchema,
  tmdbId: z.number(),
  title: z.string(),
  /** The public vote average (0–10). */
  rating: z.number(),
  year: z.string(),
  /** An http(s) URL or our /img proxy path; null when the title has no poster. */
  poster: z.string().nullable(),
  genre_ids: z.array(z.number()),
  tmdbRating: z.number(),
  imdbRating: z.number().nullable(),
  /** Rotten Tomatoes percent 0–100. */
  rtRating: z.number().nullable(),
  language: z.string(),
  createdAt: z.string(),
});
export type StoredPick = z.infer<typeof storedPickSchema>;

/** A pick as the API answers it: with the Uncle Score the server computed from its ratings. */
export const pickSchema = storedPickSchema.extend(uncleScoreFieldsSchema.shape);
export type UnclePick = z.infer<typeof pickSchema>;

/** The delete key in DELETE /api/recommend/{type}_{id}. */
export const PICK_KEY_PATTERN = /^(movie|tv)_([1-9]\d{0,9})$/;
export const pickKeyParamsSchema = z.object({
  key: z.string().regex(PICK_KEY_PATTERN, 'must look like movie_{id} or tv_{id}'),
});

const scoreSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'must be from 0 to 10')
  .max(10, 'must be from 0 to 10');

/** A poster: an http(s) URL or our own /img path. */
export const pickPosterSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(1000, 'is too long')
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/img\/[\w./-]+$/.test(v),
    'must be an http(s) URL or an /img path',
  );

/**
 * POST /api/recommend/add. Only `id` and `type` are needed: the server fills the rest from the
 * catalogue; values the admin sends are kept as given.
 */
export const addPickBodySchema = z.object({
  id: z
    .union([z.number({ error: 'must be a number' }), z.string().regex(/^\d+$/, 'must be a number')])
    .transform(Number)
    .pipe(
      z
        .number()
        .int('must be a whole number')
        .positive('must be positive')
        .max(2_147_483_647, 'is too large'),
    ),
  type: mediaTypeSchema,
  title: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(300, 'is too long')
    .optional(),
  rating: scoreSchema.optional(),
  tmdbRating: scoreSchema.optional(),
  imdbRating: scoreSchema.nullable().optional(),
  rtRating: z
    .union([
      z.number({ error: 'must be a number' }).min(0).max(100),
      z
        .string()
        .regex(/^(100|\d{1,2})%?$/, 'must be a percent from 0 to 100')
        .transform((v) => Number.parseInt(v, 10)),
    ])
    .nullable()
    .optional(),
  year: z
    .union([z.string().regex(/^(\d{4})?$/, 'must be a 4-digit year'), z.number().int()])
    .transform(String)
    .optional(),
  poster: pickPosterSchema.nullable().optional(),
  genre_ids: z.array(z.number().int()).max(30).optional(),
  language: z.string().trim().min(2).max(20).optional(),
});
export type AddPickBody = z.input<typeof addPickBodySchema>;
export type AddPickInput = z.output<typeof addPickBodySchema>;

export const pickResultSchema = z.object({ success: z.literal(true) });
