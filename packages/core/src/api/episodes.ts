import { z } from 'zod';

/**
 * Seasons and episodes, TMDB v3-shaped (`/tv/{id}` `seasons[]` and `/tv/{id}/season/{n}`), so
 * the live answer and the embedded episodes store look the same to the web app.
 */

/** A season number in a path: whole, 0 (specials) or more. */
export const seasonNumberSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(10_000, 'is too large');

/** One season as a show's details list it. */
export const seasonSummarySchema = z.object({
  season_number: z.number(),
  name: z.string(),
  air_date: z.string().nullable(),
  episode_count: z.number(),
  poster_path: z.string().nullable(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const episodeCrewSchema = z.object({
  id: z.number(),
  name: z.string(),
  job: z.string(),
  department: z.string(),
  profile_path: z.string().nullable(),
});

export const guestStarSchema = z.object({
  id: z.number(),
  name: z.string(),
  character: z.string(),
  order: z.number(),
  profile_path: z.string().nullable(),
});

export const episodeSchema = z.object({
  episode_number: z.number(),
  season_number: z.number(),
  name: z.string(),
  air_date: z.string().nullable(),
  runtime: z.number().nullable(),
  overview: z.string(),
  still_path: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number(),
  /** TMDB's `episode_type`: standard, finale, mid_season. */
  episode_type: z.string(),
  /** Directors and writers. */
  crew: z.array(episodeCrewSchema),
  guest_stars: z.array(guestStarSchema),
});
export type Episode = z.infer<typeof episodeSchema>;

export const seasonDetailsSchema = z.object({
  /** The show's id. */
  show_id: z.number(),
  season_number: z.number(),
  name: z.string(),
  overview: z.string(),
  air_date: z.string().nullable(),
  poster_path: z.string().nullable(),
  episodes: z.array(episodeSchema),
});
export type SeasonDetails = z.infer<typeof seasonDetailsSchema>;

/** Is an episode out by `today` (`YYYY-MM-DD`)? One with no air date never is. */
export function hasAired(airDate: string | null, today: string): boolean {
  return airDate !== null && airDate !== '' && airDate <= today;
}
