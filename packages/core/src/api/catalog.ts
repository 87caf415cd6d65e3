import { z } from 'zod';

import { IMAGE_SIZES } from '../catalog/titles';
import { seasonNumberSchema, seasonSummarySchema } from './episodes';

/**
 * Catalogue payloads, TMDB v3-shaped so live TMDB answers and the embedded snapshot look the
 * same to the web app. Every list item already carries its external ratings and Uncle Score,
 * so a card never needs another call.
 */

export const mediaTypeSchema = z.enum(['movie', 'tv']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** A catalogue id in a path or query: positive integer text, nothing else. */
export const catalogIdSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** `/tv/{id}/season/{n}`. */
export const seasonParamsSchema = z.object({ id: catalogIdSchema, n: seasonNumberSchema });

export const pageSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(500, 'must be at most 500')
  .default(1);

/** A release year in a query string (catalogue filters, ratings and streaming look-ups). */
export const yearQuerySchema = z.coerce
  .number({ error: 'must be a year' })
  .int()
  .min(1870)
  .max(2100);

/** The 404 message for a catalogue id nobody knows, worded once for every route and service. */
export function unknownTitleMessage(type: 'movie' | 'tv' | 'person', id: number): string {
  return `No ${type === 'tv' ? 'TV show' : type} with id ${id}`;
}

export const genreSchema = z.object({ id: z.number(), name: z.string() });
export type Genre = z.infer<typeof genreSchema>;

/** The Uncle Score as the server computed it (core's `uncleScore`); cards show only this. */
export const uncleScoreFieldsSchema = z.object({
  uncleScore: z.number().nullable(),
  /** Which sources the Uncle Score came from. */
  uncleScoreSources: z.array(z.string()),
});

export const scoreFieldsSchema = uncleScoreFieldsSchema.extend({
  imdbRating: z.number().nullable(),
  /** Rotten Tomatoes percent 0–100. */
  rtRating: z.number().nullable(),
});

export const titleSummarySchema = scoreFieldsSchema.extend({
  id: z.number(),
  media_type: mediaTypeSchema,
  /** Movies have title/original_title/release_date; TV has name/original_name/first_air_date. */
  title: z.string().optional(),
  original_title: z.string().optional(),
  release_date: z.string().optional(),
  name: z.string().optional(),
  original_name: z.string().optional(),
  first_air_date: z.string().optional(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number(),
  popularity: z.number(),
  original_language: z.string(),
  genre_ids: z.array(z.number()),
  origin_country: z.array(z.string()),
  adult: z.boolean(),
});
export type TitleSummary = z.infer<typeof titleSummarySchema>;

export const pagedTitlesSchema = z.object({
  page: z.number(),
  results: z.array(titleSummarySchema),
  total_pages: z.number(),
  total_results: z.number(),
});
export type PagedTitles = z.infer<typeof pagedTitlesSchema>;

export const titleDetailsSchema = titleSummarySchema.extend({
  genres: z.array(genreSchema),
  imdb_id: z.string().nullable(),
  runtime: z.number().nullable(),
  tagline: z.string(),
  keywords: z.array(z.string()),
  number_of_seasons: z.number().nullable(),
  /** TV only (movies: null / empty). */
  number_of_episodes: z.number().nullable(),
  networks: z.array(z.string()),
  /** TV only: the show's creators, linkable to /person/{id}. */
  created_by: z.array(z.object({ id: z.number(), name: z.string() })),
  /** TV only, when the catalogue has the show's episodes: its seasons, TMDB-shaped. */
  seasons: z.array(seasonSummarySchema).optional(),
  /**
   * TV only: TMDB's status of the show ("Returning Series", "In Production", "Ended",
   * "Canceled" …); null when the catalogue does not know it.
   */
  status: z.string().nullable().optional(),
});
export type TitleDetails = z.infer<typeof titleDetailsSchema>;

export const videoSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  site: z.string(),
  type: z.string(),
  official: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;
export const videosSchema = z.object({ id: z.number(), results: z.array(videoSchema) });

export const castMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  character: z.string(),
  profile_path: z.string().nullable(),
  order: z.number(),
});
export type CastMember = z.infer<typeof castMemberSchema>;
export const crewMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  job: z.string(),
  department: z.string(),
  profile_path: z.string().nullable(),
});
export const creditsSchema = z.object({
  id: z.number(),
  cast: z.array(castMemberSchema),
  crew: z.array(crewMemberSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

export const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  profile_path: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  biography: z.string(),
  /** Who wrote the biography, to credit beside it (e.g. "TMDB"); null when there is none. */
  biography_source: z.string().nullable(),
  /** "YYYY-MM-DD", or null when unknown. */
  birthday: z.string().nullable(),
  /** "YYYY-MM-DD", or null when alive or unknown. */
  deathday: z.string().nullable(),
  known_for_department: z.string(),
  popularity: z.number(),
});
export type Person = z.infer<typeof personSchema>;

export const personCreditSchema = titleSummarySchema.extend({ character: z.string() });
export const personDirectingCreditSchema = titleSummarySchema.extend({ job: z.string() });
export const personCreditsSchema = z.object({
  id: z.number(),
  /** Every title (acting or crew, role in `character`), best-known first: "Known For". */
  cast: z.array(personCreditSchema),
  /** The filmography, newest first: titles directed … */
  directing: z.array(personDirectingCreditSchema),
  /** … and titles acted in. */
  acting: z.array(personCreditSchema),
});
export type PersonCredits = z.infer<typeof personCreditsSchema>;

/** A person in search results. */
export const personSummarySchema = z.object({
  id: z.number(),
  media_type: z.literal('person'),
  name: z.string(),
  profile_path: z.string().nullable(),
  known_for_department: z.string(),
  known_for: z.array(titleSummarySchema),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const searchResponseSchema = z.object({
  page: z.number(),
  results: z.array(titleSummarySchema),
  people: z.array(personSummarySchema),
  total_pages: z.number(),
  total_results: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** OMDb-shaped answer of GET /api/omdb. */
export const omdbResponseSchema = z.union([
  z.object({
    Response: z.literal('True'),
    Title: z.string(),
    Year: z.string(),
    imdbID: z.string().optional(),
    imdbRating: z.string(),
    Ratings: z.array(z.object({ Source: z.string(), Value: z.string() })),
  }),
  z.object({ Response: z.literal('False'), Error: z.string() }),
]);
export type OmdbResponse = z.infer<typeof omdbResponseSchema>;

export const streamingSourceSchema = z.object({
  source_id: z.number(),
  name: z.string(),
  type: z.enum(['sub', 'free', 'rent', 'buy', 'tve']),
  region: z.string(),
  web_url: z.string().nullable(),
  /** When this availability was observed, e.g. "2022-07". */
  snapshot: z.string().nullable(),
});
export type StreamingSource = z.infer<typeof streamingSourceSchema>;

/** Aggregate for a detail page: one request instead of six. */
export const titlePageSchema = z.object({
  details: titleDetailsSchema,
  /** The "Uncle recommends" teaser when the server had it ready; null → ask the AI endpoint. */
  rewrittenOverview: z.string().nullable(),
  trailer: videoSchema.nullable(),
  cast: z.array(castMemberSchema),
  directors: z.array(crewMemberSchema),
  similar: z.array(titleSummarySchema),
  streaming: z.array(streamingSourceSchema),
});
export type TitlePage = z.infer<typeof titlePageSchema>;

/** GET /api/home: everything the home page shows, in one request. */
export const homeResponseSchema = z.object({
  /** A random recommended title for the hero (null when the catalogue has none). */
  hero: titleDetailsSchema.nullable(),
  /** The hero's "Uncle recommends" teaser when the server had it ready; null → ask the AI endpoint. */
  heroOverview: z.string().nullable(),
  trendingMovies: z.array(titleSummarySchema),
  trendingTv: z.array(titleSummarySchema),
  hollywood: z.array(titleSummarySchema),
  bollywood: z.array(titleSummarySchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const trendingWindowSchema = z.enum(['day', 'week', 'month']);
export type TrendingWindow = z.infer<typeof trendingWindowSchema>;

export const imageSizeSchema = z.enum(IMAGE_SIZES);

/** TMDB image paths are one file name: letters, digits, `_`/`-`, an image extension. */
export const imageFilePattern = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|svg)$/;
export const imageFileSchema = z
  .string()
  .regex(imageFilePattern, 'must be an image file name like abc123.jpg');
