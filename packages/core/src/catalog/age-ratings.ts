import { z } from 'zod';

import { US_MOVIE_RATINGS, US_TV_RATINGS, type AgeRating } from './age-scales';

/*
 * Age ratings (issue 41): the US scales, youngest first, in TMDB's `/certification/{type}/list`
 * shape, and the one rule every list, page and pick passes through for a limited account.
 */
export { US_MOVIE_RATINGS, US_TV_RATINGS, type AgeRating } from './age-scales';

export type RatedKind = 'movie' | 'tv';

export const ratingScale = (kind: RatedKind): readonly AgeRating[] =>
  kind === 'movie' ? US_MOVIE_RATINGS : US_TV_RATINGS;

/** Cross-scale equivalents (a made-for-TV film rated TV-14, a show rated PG-13). */
const TV_TO_MOVIE: Record<string, string> = {
  'TV-Y': 'G',
  'TV-Y7': 'G',
  'TV-G': 'G',
  'TV-PG': 'PG',
  'TV-14': 'PG-13',
  'TV-MA': 'R',
};
const MOVIE_TO_TV: Record<string, string> = {
  G: 'TV-G',
  PG: 'TV-PG',
  'PG-13': 'TV-14',
  R: 'TV-MA',
  'NC-17': 'TV-MA',
};

/**
 * A raw US rating on the title's own scale: the same spelling when it is one, the equivalent
 * when it is on the other scale, undefined when it is none (NR, "Not Rated", blank).
 */
export function normaliseUsRating(
  kind: RatedKind,
  raw: string | null | undefined,
): string | undefined {
  const r = (raw ?? '')
    .trim()
    .toUpperCase()
    .replace(/^TV(?=[A-Z0-9])/, 'TV-');
  if (!r) return undefined;
  const own = ratingScale(kind).find((x) => x.rating === r);
  if (own) return own.rating;
  return kind === 'movie' ? TV_TO_MOVIE[r] : MOVIE_TO_TV[r];
}

/** Order of a rating on a scale (youngest 1), undefined when not on it. */
export const ratingOrder = (
  kind: RatedKind,
  rating: string | null | undefined,
): number | undefined =>
  rating ? ratingScale(kind).find((x) => x.rating === rating)?.order : undefined;

export interface TitleCertification {
  region: string;
  rating: string;
}

export const titleCertificationSchema = z
  .object({ region: z.string(), rating: z.string() })
  .nullable();

/**
 * `?region=GB` on a title's details and page: its certification is that country's where the
 * catalogue knows it (with a TMDB key), else the US one.
 */
export const titleRegionQuerySchema = z.object({
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'region must be a two-letter country code, e.g. GB')
    .transform((s) => s.toUpperCase())
    .optional(),
});

export const certificationsQuerySchema = z.object({
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'region must be a two-letter country code, e.g. US')
    .transform((s) => s.toUpperCase())
    .default('US'),
});

const ageRatingSchema = z.object({ rating: z.string(), meaning: z.string(), order: z.number() });
export const certificationsResponseSchema = z.object({
  region: z.string(),
  movie: z.array(ageRatingSchema),
  tv: z.array(ageRatingSchema),
});
export type CertificationsResponse = z.infer<typeof certificationsResponseSchema>;

/** Rating limits of an account or a child's profile. */
export interface RatingLimits {
  maxMovie: string | null;
  maxTv: string | null;
  unrated: 'hide' | 'show';
}

export const NO_LIMITS: RatingLimits = { maxMovie: null, maxTv: null, unrated: 'show' };

export const isLimited = (l: RatingLimits | null | undefined): l is RatingLimits =>
  !!l && (l.maxMovie !== null || l.maxTv !== null);

const pinSchema = z.string().regex(/^\d{4,8}$/, 'pin must be 4 to 8 digits');

export const ratingLimitsSchema = z.object({
  maxMovie: z
    .string()
    .nullable()
    .refine((v) => v === null || ratingOrder('movie', v) !== undefined, {
      message: `maxMovie must be one of ${US_MOVIE_RATINGS.map((r) => r.rating).join(', ')} or null`,
    }),
  maxTv: z
    .string()
    .nullable()
    .refine((v) => v === null || ratingOrder('tv', v) !== undefined, {
      message: `maxTv must be one of ${US_TV_RATINGS.map((r) => r.rating).join(', ')} or null`,
    }),
  unrated: z.enum(['hide', 'show']).default('hide'),
});

export const putLimitsBodySchema = ratingLimitsSchema.extend({
  /** The current PIN when one is set (needed to change or lift the limits). */
  pin: pinSchema.optional(),
  /** A new PIN to set (4–8 digits); keeps the old one when absent. */
  newPin: pinSchema.optional(),
});
export type PutLimitsBody = z.infer<typeof putLimitsBodySchema>;

export const limitsResponseSchema = z.object({
  maxMovie: z.string().nullable(),
  maxTv: z.string().nullable(),
  unrated: z.enum(['hide', 'show']),
  pinSet: z.boolean(),
  /** Who set them: the account itself or the household's owner. */
  setBy: z.enum(['self', 'owner']).nullable(),
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** What the rule needs of a title (list DTO, snapshot record or TMDB result). */
export interface RatedTitle {
  kind: RatedKind;
  certification: string | null | undefined;
  genreIds: readonly number[];
  adult?: boolean;
}

const TV_KIDS = 10762;
const FAMILY = 10751;
/** Genres that rule a family film out of "presumed for children" (decision 068). */
const NOT_FOR_CHILDREN = new Set([27, 53, 80, 10752, 9648]);

/**
 * The rating an unrated title is presumed to have under `unrated: 'hide'` (decision 068): a show
 * in TMDB's Kids genre counts as TV-Y7, a Family film with no horror, thriller, crime, war or
 * mystery genre as PG; anything else has no presumption and stays hidden. Animation alone
 * says nothing about age.
 */
export function presumedRating(t: RatedTitle): string | undefined {
  if (t.genreIds.some((g) => NOT_FOR_CHILDREN.has(g))) return undefined;
  if (t.kind === 'tv') return t.genreIds.includes(TV_KIDS) ? 'TV-Y7' : undefined;
  return t.genreIds.includes(FAMILY) ? 'PG' : undefined;
}

/** True when a title may be shown under these limits: the one rule (decision 068). */
export function allowedByLimits(t: RatedTitle, limits: RatingLimits | null | undefined): boolean {
  if (!isLimited(limits)) return true;
  if (t.adult) return false;
  const max = t.kind === 'movie' ? limits.maxMovie : limits.maxTv;
  if (max === null) return true;
  const maxOrder = ratingOrder(t.kind, max) ?? 0;
  const rated = normaliseUsRating(t.kind, t.certification);
  if (rated) return (ratingOrder(t.kind, rated) ?? Infinity) <= maxOrder;
  if (limits.unrated === 'show') return true;
  const presumed = presumedRating(t);
  return presumed !== undefined && (ratingOrder(t.kind, presumed) ?? Infinity) <= maxOrder;
}

/** The most restrictive of several people's limits (Watch together's sofa). */
export function strictestLimits(
  all: readonly (RatingLimits | null | undefined)[],
): RatingLimits | null {
  const limited = all.filter(isLimited);
  if (limited.length === 0) return null;
  const lowest = (kind: RatedKind, values: (string | null)[]): string | null => {
    const set = values.filter((v): v is string => v !== null);
    if (set.length === 0) return null;
    return set.reduce((a, b) =>
      (ratingOrder(kind, a) ?? 0) <= (ratingOrder(kind, b) ?? 0) ? a : b,
    );
  };
  return {
    maxMovie: lowest(
      'movie',
      limited.map((l) => l.maxMovie),
    ),
    maxTv: lowest(
      'tv',
      limited.map((l) => l.maxTv),
    ),
    unrated: limited.some((l) => l.unrated === 'hide') ? 'hide' : 'show',
  };
}

export const createProfileBodySchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  limits: ratingLimitsSchema,
});
export type CreateProfileBody = z.infer<typeof createProfileBodySchema>;

export const profileSchema = z.object({ userId: z.string(), name: z.string() });
export type Profile = z.infer<typeof profileSchema>;

export const leaveProfileBodySchema = z
  .object({
    pin: z
      .string()
      .regex(/^\d{4,8}$/, 'pin must be 4 to 8 digits')
      .optional(),
    password: z.string().min(1).max(200).optional(),
  })
  .refine((b) => b.pin !== undefined || b.password !== undefined, {
    message: "send the adult's `password` or `pin`",
  });
