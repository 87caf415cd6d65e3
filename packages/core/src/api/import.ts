import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from './catalog';
import { ratingValueSchema } from './library';

/** Most rows one import may hold (preview and commit alike). */
export const IMPORT_MAX_ROWS = 20_000;
/** Largest uploaded file, decoded. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

export const importPreviewBodySchema = z.object({
  filename: z.string().trim().min(1, 'must not be empty').max(255),
  contentBase64: z.string().min(1, 'must not be empty'),
});
export type ImportPreviewBody = z.infer<typeof importPreviewBodySchema>;

export const importCandidateSchema = z.object({
  type: mediaTypeSchema,
  id: z.number(),
  title: z.string(),
  year: z.number().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

export const importMatchSchema = importCandidateSchema.extend({
  row: z.number(),
  rating: z.number().optional(),
  watchlist: z.boolean(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

export const importPreviewSchema = z.object({
  format: z.string(),
  matched: z.array(importMatchSchema),
  ambiguous: z.array(
    z.object({
      row: z.number(),
      title: z.string(),
      year: z.number().nullable(),
      rating: z.number().optional(),
      watchlist: z.boolean(),
      candidates: z.array(importCandidateSchema),
    }),
  ),
  notFound: z.array(z.object({ row: z.number(), title: z.string(), year: z.number().nullable() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importItemSchema = z.object({
  type: mediaTypeSchema,
  id: catalogIdSchema,
  rating: ratingValueSchema.optional(),
  watchlist: z.boolean(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importCommitBodySchema = z.object({
  items: z
    .array(importItemSchema)
    .max(IMPORT_MAX_ROWS, `must hold at most ${IMPORT_MAX_ROWS} items`),
});

export const importCommitResultSchema = z.object({
  added: z.number(),
  rated: z.number(),
  unchanged: z.number(),
});
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;

export const exportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
