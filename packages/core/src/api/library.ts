import { z } from 'zod';

import { COMMENT_MAX_LENGTH } from '../library-rules';
import { catalogIdSchema, mediaTypeSchema, uncleScoreFieldsSchema } from './catalog';

/** Path params of every per-title library route: /{movie|tv}/{id}. */
export const titleRefSchema = z.object({ type: mediaTypeSchema, id: catalogIdSchema });
export type TitleRef = z.infer<typeof titleRefSchema>;

/** A watchlist entry (spec §3 `watchlists`): id `{uid}_{movieId}` or `{uid}_{tvId}_tv`. */
export const watchlistEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: mediaTypeSchema,
  /** The catalogue id; `movieId` for movies, `tvId` (`{id}_tv`) for TV, as the spec names them. */
  titleId: z.number(),
  movieId: z.string().optional(),
  tvId: z.string().optional(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  language: z.string(),
  /** The public vote average as text, as the original stored it. */
  rating: z.string(),
  timestamp: z.string(),
  /** Filled from the catalogue when the watchlist is listed, so its cards match every other card. */
  year: z.string().optional(),
  genre_ids: z.array(z.number()).optional(),
  ...uncleScoreFieldsSchema.partial().shape,
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

export const watchlistStatusSchema = z.object({
  saved: z.boolean(),
  entry: watchlistEntrySchema.nullable(),
});

export const ratingValueSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number from 1 to 10')
  .min(1, 'must be from 1 to 10')
  .max(10, 'must be from 1 to 10');
export const ratingBodySchema = z.object({ rating: ratingValueSchema });

export const userRatingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: mediaTypeSchema,
  titleId: z.number(),
  rating: z.number(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  publicRating: z.string(),
  language: z.string(),
  timestamp: z.string(),
});
export type UserRating = z.infer<typeof userRatingSchema>;

export const commentBodySchema = z.object({
  comment: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`),
});

export const commentSchema = z.object({
  id: z.string(),
  type: mediaTypeSchema,
  titleId: z.number(),
  userId: z.string(),
  /** A display name derived from the account; never the raw email. */
  author: z.string(),
  comment: z.string(),
  timestamp: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A comment as the comment routes answer it: no author id (comments are public), but whether
 * the signed-in reader wrote it, so the page can offer to delete it.
 */
export const publicCommentSchema = commentSchema.omit({ userId: true }).extend({
  mine: z.boolean(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const searchTermBodySchema = z.object({
  term: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters'),
});
export const recentSearchSchema = z.object({ term: z.string(), timestamp: z.string() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** Spec ids: `{uid}_{movieId}` for movies, `{uid}_{tvId}_tv` for TV. */
export function libraryEntryId(userId: string, ref: TitleRef): string {
  return ref.type === 'tv' ? `${userId}_${ref.id}_tv` : `${userId}_${ref.id}`;
}
