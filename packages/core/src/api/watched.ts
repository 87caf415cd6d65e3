import { z } from 'zod';

import { mediaTypeSchema } from './catalog';
import { ratingValueSchema } from './library';

/** A calendar day as `YYYY-MM-DD` (the diary's unit; no time of day, no time zone). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Earliest diary day accepted: the first films are from the 1880s. */
export const WATCHED_EARLIEST_DAY = '1888-01-01';

export const watchedDaySchema = z
  .string({ error: 'must be a date like 2024-05-31' })
  .refine(isCalendarDay, 'must be a real date like 2024-05-31')
  .refine((d) => d >= WATCHED_EARLIEST_DAY, `must be on or after ${WATCHED_EARLIEST_DAY}`);

/**
 * Most diary entries one title may have on one day: one an hour round the clock, more than a
 * person can watch. Marking and importing stop there, so no request can log a title
 * thousands of times on a day.
 */
export const WATCHED_MAX_PER_TITLE_PER_DAY = 24;

/**
 * Most entries one diary holds: five titles a day for 27 years. Every read of the diary (the
 * page, stats, export, an import's comparison) is bounded by it.
 */
export const WATCHED_MAX_ENTRIES = 50_000;

/** The refusal when a diary would grow past WATCHED_MAX_ENTRIES. */
export const diaryFullMessage = `A diary holds at most ${WATCHED_MAX_ENTRIES.toLocaleString('en-US')} entries`;

/** POST /api/me/watched/{type}/{id}. */
export const markWatchedBodySchema = z.object({
  /**
   * The day watched, in the user's own calendar (the app sends its local today). Needed unless
   * `airDates` marks a TV show's episodes each on its own air date.
   */
  date: watchedDaySchema.optional(),
  /**
   * A TV show only (issue #45): every aired episode not yet watched is marked on its air date
   * instead of on `date`.
   */
  airDates: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * A TV show only (decision 082): every aired episode not yet watched is marked with its date
   * unknown (kept in the diary as "date unknown", left out of the stats' periods).
   */
  unknownDate: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * Accepted for older clients and no longer needed: a TV show's mark always marks its aired
   * episodes (on `date`), never one diary entry for the whole show (issue #45).
   */
  episodes: z.boolean({ error: 'must be true or false' }).optional(),
  /** Also becomes the current rating of the title. */
  rating: ratingValueSchema.optional(),
  /** Left out: a rewatch when an earlier entry of the title exists. */
  rewatch: z.boolean({ error: 'must be true or false' }).optional(),
  /** Take the title off the watchlist in the same step. */
  removeFromWatchlist: z.boolean({ error: 'must be true or false' }).optional(),
});
export type MarkWatchedBody = z.infer<typeof markWatchedBodySchema>;

/** One diary entry: a title watched on a day, with the rating given at that time. */
export const watchedEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: mediaTypeSchema,
  titleId: z.number(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  language: z.string(),
  /** The public vote average as text, as watchlist entries keep it. */
  publicRating: z.string(),
  date: z.string(),
  /** The user's rating when the entry was logged; null when there was none. */
  rating: z.number().nullable(),
  rewatch: z.boolean(),
  timestamp: z.string(),
  /**
   * Set on an episode viewing (`GET /api/me/diary?include=episodes`): the title is its show,
   * `rating` the user's rating of the episode, `timestamp` the moment it was watched.
   */
  episode: z.object({ season: z.number(), episode: z.number() }).optional(),
  /**
   * An episode viewing marked with its date unknown (decision 082): `date` is the episode's
   * air date, kept for ordering only; show it as "date unknown".
   */
  dateUnknown: z.literal(true).optional(),
});
export type WatchedEntry = z.infer<typeof watchedEntrySchema>;
export const watchedEntriesSchema = z.array(watchedEntrySchema);

export const watchedStatusSchema = z.object({
  watched: z.boolean(),
  /** This title's entries, newest day first. */
  entries: watchedEntriesSchema,
  onWatchlist: z.boolean(),
});
export type WatchedStatus = z.infer<typeof watchedStatusSchema>;

export const markWatchedResultSchema = z.object({
  entry: watchedEntrySchema,
  /** Still on the watchlist after this step (the app offers to take it off). */
  onWatchlist: z.boolean(),
});
export type MarkWatchedResult = z.infer<typeof markWatchedResultSchema>;

/**
 * What POST /api/me/watched/{type}/{id} answers: a movie's diary entry, or for a TV show
 * (issue #45) no entry and the episodes marked instead.
 */
export const markTitleWatchedResultSchema = markWatchedResultSchema.extend({
  /** The diary entry logged; null for a TV show, whose episodes are marked instead. */
  entry: watchedEntrySchema.nullable(),
  /** A TV show: aired episodes newly marked, and watched of aired (regular seasons) now. */
  episodes: z.object({ marked: z.number(), watched: z.number(), aired: z.number() }).optional(),
});
export type MarkTitleWatchedResult = z.infer<typeof markTitleWatchedResultSchema>;

/** GET /api/me/diary: `include=episodes` lists episode viewings among the titles. */
export const diaryQuerySchema = z.object({
  include: z.enum(['episodes'], { error: "must be 'episodes'" }).optional(),
});
export type DiaryQuery = z.infer<typeof diaryQuerySchema>;

export const watchedEntryParamsSchema = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a valid diary entry id'),
});

const countedSchema = z.object({ name: z.string(), count: z.number() });

/** A calendar month as `YYYY-MM`, from the diary's first year on. */
export const watchedMonthSchema = z
  .string({ error: 'must be a month like 2024-05' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2024-05')
  .refine(
    (m) => m >= WATCHED_EARLIEST_DAY.slice(0, 7),
    `must be ${WATCHED_EARLIEST_DAY.slice(0, 7)} or later`,
  );

/** A calendar year of the diary, from its first year on (the future is checked by the server). */
export const watchedYearSchema = z.coerce
  .number({ error: 'must be a year like 2024' })
  .int('must be a year like 2024')
  .min(
    Number(WATCHED_EARLIEST_DAY.slice(0, 4)),
    `must be ${WATCHED_EARLIEST_DAY.slice(0, 4)} or later`,
  )
  .max(9999, 'must be a year like 2024');

/**
 * GET /api/me/stats?month=YYYY-MM: the last of the 12 months counted. The app sends its own
 * current month (the diary's days are the user's days); left out, the server's UTC month.
 * `?year=YYYY` instead: that calendar year, January to December, every diary chart counting
 * only its viewings. `?period=all`: every viewing ever (`month` then ends its chart).
 * Every figure (hours, episodes, viewings, titles, genres, people) counts the period's viewings.
 */
export const watchedStatsQuerySchema = z.object({
  month: watchedMonthSchema.optional(),
  year: watchedYearSchema.optional(),
  period: z
    .enum(['last-12-months', 'all'], { error: "must be 'last-12-months' or 'all'" })
    .optional(),
});
export type WatchedStatsQuery = z.infer<typeof watchedStatsQuerySchema>;

/** GET /api/me/stats: what the diary and ratings add up to, drawn on /profile. */
export const watchedStatsSchema = z.object({
  /** The period every figure counts: the 12 months ending with `month`, `year`, or all time. */
  period: z.enum(['last-12-months', 'year', 'all']),
  /** The calendar year counted (`?year=`), or null for the other periods. */
  year: z.number().nullable(),
  /** Years with at least one viewing, newest first (for a year picker). */
  years: z.array(z.number()),
  /**
   * Months, oldest first (`YYYY-MM`): the 12 ending with the current (or the asked-for) one,
   * January to December of `year`, or for all time every month from the first viewing's on.
   * Each counts viewings (a rewatch is one more); they add up to `entries` and `episodes`.
   */
  perMonth: z.array(
    z.object({
      month: z.string(),
      count: z.number(),
      /** Episode viewings that month (each play counts). */
      episodes: z.number(),
    }),
  ),
  /** Viewings in those months (the same as `entries`). */
  viewings: z.number(),
  /** Current ratings 1–10: how many titles have each. */
  ratings: z.array(z.object({ rating: z.number(), count: z.number() })),
  /** Counted once per watched title (of the year, with `year`). */
  genres: z.array(countedSchema),
  directors: z.array(countedSchema),
  actors: z.array(countedSchema),
  /**
   * Runtime of every film viewing (rewatches too) and of every episode viewing (each
   * episode's own runtime), where the catalogue knows it. A show logged as a whole counts its
   * aired episodes once when none of its episodes is logged.
   */
  hours: z.number(),
  /** The TV part of `hours`. */
  tvHours: z.number(),
  /**
   * `hours` (rounded to whole hours) as TV Time counted time watched: months of 30 days, days,
   * hours (decision 081).
   */
  timeWatched: z.object({ months: z.number(), days: z.number(), hours: z.number() }),
  /** Episode viewings of the period (a rewatch counts again). */
  episodes: z.number(),
  /** Diary viewings and distinct titles (watched whole or by episode) of the period. */
  entries: z.number(),
  titles: z.number(),
});
export type WatchedStats = z.infer<typeof watchedStatsSchema>;
