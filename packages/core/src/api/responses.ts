import { z } from 'zod';

import { genreSchema, streamingSourceSchema, titleSummarySchema } from './catalog';
import {
  commentSchema,
  publicCommentSchema,
  recentSearchSchema,
  userRatingSchema,
  watchlistEntrySchema,
} from './library';
import { outboxMailSchema } from '../auth/schemas';
import { watchedEntrySchema } from './watched';

/**
 * Response payloads that are plain wrappers or lists of the DTOs beside them, named so each
 * route's response schema comes from core like its input does.
 */

/** GET /api/tmdb/genre/{movie|tv}. */
export const genresResponseSchema = z.object({ genres: z.array(genreSchema) });
export const genreListSchema = z.array(genreSchema);
export const titleListSchema = z.array(titleSummarySchema);

/** GET /api/watchmode/id: the streaming provider's id for a title, null when it has none. */
export const streamingIdSchema = z.object({ id: z.string().nullable() });
export const streamingSourcesSchema = z.array(streamingSourceSchema);

export const watchlistSchema = z.array(watchlistEntrySchema);
export const userRatingsSchema = z.array(userRatingSchema);
export const commentsSchema = z.array(publicCommentSchema);
export const recentSearchesSchema = z.array(recentSearchSchema);

/** One episode viewing in the JSON export. */
export const episodeViewingExportSchema = z.object({
  showId: z.number(),
  show: z.string(),
  season: z.number(),
  episode: z.number(),
  /** ISO timestamp. */
  watchedAt: z.string(),
  rewatch: z.boolean(),
  /** Marked with its date unknown (decision 082): `watchedAt` is the episode's air date. */
  dateUnknown: z.literal(true).optional(),
});
export type EpisodeViewingExport = z.infer<typeof episodeViewingExportSchema>;

/** GET /api/me/export?format=json: the user's own library as a downloadable file. */
export const libraryExportSchema = z.object({
  watchlist: z.array(watchlistEntrySchema),
  ratings: z.array(userRatingSchema),
  comments: z.array(commentSchema),
  /** The watched history (diary), newest day first. */
  watched: z.array(watchedEntrySchema),
  /** Every episode viewing, newest first; re-imported, the same moments add nothing. */
  episodes: z.array(episodeViewingExportSchema),
});
export type LibraryExport = z.infer<typeof libraryExportSchema>;

/** GET /api/ready when every dependency answers; 503 `{error, down}` otherwise. */
export const readySchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({
  error: z.string(),
  down: z.array(z.enum(['database', 'redis'])),
});

/** Answers with no body (204). */
export const noContentSchema = z.undefined();

/** GET /api/openapi.json: an OpenAPI 3.1 document (checked by a standard validator in tests). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** Bytes of a file (an image, a CSV download), not JSON. */
export const binaryBodySchema = z
  .custom<string | Uint8Array>()
  .meta({ type: 'string', format: 'binary' });

/** GET /api/dev/outbox. */
export const outboxMailsSchema = z.array(outboxMailSchema);
