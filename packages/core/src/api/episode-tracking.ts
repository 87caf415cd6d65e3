import { z } from 'zod';

import { catalogIdSchema } from './catalog';
import { seasonNumberSchema } from './episodes';
import { ratingValueSchema } from './library';
import { WATCHED_EARLIEST_DAY } from './watched';

/** Episode tracking under /api/me (issue #31): marking, rating, progress ("Up next"). */

const wholeNumber = (min: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(100_000, 'is too large');

const showIdSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/**
 * Most episode viewings one person's history holds (as a diary holds at most 50,000 entries):
 * every read of it (diary, stats, export, Up next) stays bounded.
 */
export const EPISODE_VIEWS_MAX = 50_000;
/** Most viewings of one episode on one day (as a title has at most 24 diary entries a day). */
export const EPISODE_VIEWS_MAX_PER_DAY = 24;
/** The refusal when an episode history would grow past EPISODE_VIEWS_MAX. */
export const episodeHistoryFullMessage = `An episode history holds at most ${EPISODE_VIEWS_MAX.toLocaleString('en-US')} viewings`;
/** Earliest day an episode viewing may have: the diary's earliest day. */
export const EPISODE_EARLIEST_DAY = WATCHED_EARLIEST_DAY;

/**
 * Whether a viewing's moment (a day or an ISO timestamp) is one the episode history accepts:
 * from EPISODE_EARLIEST_DAY to a day after `now` (a viewing "today" in any time zone).
 * The episodes route and imports apply the same bounds.
 */
export function episodeMomentInRange(value: string, now: Date): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return false;
  return (
    time >= Date.parse(`${EPISODE_EARLIEST_DAY}T00:00:00.000Z`) &&
    time <= now.getTime() + 86_400_000
  );
}

/** When an episode was watched: an ISO timestamp, or a calendar day. */
export const watchedAtSchema = z
  .string({ error: 'must be a date or a timestamp' })
  .max(40, 'is too long')
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    'must be a date like 2024-05-31 or an ISO timestamp',
  )
  .refine(
    (v) => v.slice(0, 10) >= EPISODE_EARLIEST_DAY,
    `must be on or after ${EPISODE_EARLIEST_DAY}`,
  );

export const episodeActionSchema = z.enum(['watch', 'rewatch', 'unwatch', 'upTo']);
export type EpisodeAction = z.infer<typeof episodeActionSchema>;

/**
 * POST /api/me/episodes. `watch` marks one episode, or without `episode` every aired episode
 * of the season (already-marked ones stay as they are); `rewatch` adds a viewing of one
 * episode; `unwatch` drops the viewings of one episode or of the whole season; `upTo` marks
 * every aired episode of the regular seasons up to and including this one.
 */
export const markEpisodesBodySchema = z.object({
  showId: showIdSchema,
  season: wholeNumber(0),
  episode: wholeNumber(1).optional(),
  watchedAt: watchedAtSchema.optional(),
  /** `watch` or `upTo` (decision 082): each episode on its own air date instead of `watchedAt`. */
  airDates: z.boolean({ error: 'must be true or false' }).optional(),
  /** `watch` or `upTo` (decision 082): the date watched is unknown. */
  unknownDate: z.boolean({ error: 'must be true or false' }).optional(),
  action: episodeActionSchema.default('watch'),
});
export type MarkEpisodesBody = z.input<typeof markEpisodesBodySchema>;

/** PUT /api/me/episodes/rating: `rating: null` clears it. */
export const rateEpisodeBodySchema = z.object({
  showId: showIdSchema,
  season: wholeNumber(0),
  episode: wholeNumber(1),
  rating: ratingValueSchema.nullable(),
});
export type RateEpisodeBody = z.infer<typeof rateEpisodeBodySchema>;

export const episodeWatchSchema = z.object({
  episode: z.number(),
  /** Viewings of it (0 = not watched). */
  plays: z.number(),
  lastWatchedAt: z.string().nullable(),
  rating: z.number().nullable(),
});

/** What the user has watched and rated in one season. */
export const seasonWatchSchema = z.object({
  showId: z.number(),
  season: z.number(),
  episodes: z.array(episodeWatchSchema),
});
export type SeasonWatch = z.infer<typeof seasonWatchSchema>;

export const markEpisodesResultSchema = seasonWatchSchema.extend({
  /** Viewings added or removed by this request (0: nothing changed). */
  changed: z.number(),
});
export type MarkEpisodesResult = z.infer<typeof markEpisodesResultSchema>;

export const seasonWatchParamsSchema = z.object({ id: catalogIdSchema, n: seasonNumberSchema });

export const showStatusSchema = z.enum(['watching', 'paused', 'dropped', 'completed']);
export type ShowStatus = z.infer<typeof showStatusSchema>;

/** The states a user sets by hand; `completed` is derived (every aired episode watched). */
export const chosenShowStatusSchema = z.enum(['watching', 'paused', 'dropped'], {
  error: "must be 'watching', 'paused' or 'dropped'",
});
export type ChosenShowStatus = z.infer<typeof chosenShowStatusSchema>;

/** PUT /api/me/shows/{id}/status. */
export const showStatusBodySchema = z.object({ status: chosenShowStatusSchema });
export const showStatusParamsSchema = z.object({ id: catalogIdSchema });
export const showStatusResultSchema = z.object({
  showId: z.number(),
  /** What the user chose. */
  chosen: chosenShowStatusSchema,
  /** What the show is now: `completed` when every counted aired episode is watched. */
  status: showStatusSchema,
});
export type ShowStatusResult = z.infer<typeof showStatusResultSchema>;

/** GET|PUT /api/me/tv-settings. */
export const tvSettingsSchema = z.object({
  /** Specials (season 0) count in watched / aired, Up next and completion. */
  countSpecials: z.boolean({ error: 'must be true or false' }),
  /**
   * Months without a viewing before a show being watched moves to Up next's "Haven't watched
   * for a while" group (`group: 'stale'`); 0 never moves it. Default 6; kept when left out.
   */
  staleAfterMonths: z
    .number({ error: 'must be a whole number of months from 0 to 120' })
    .int({ error: 'must be a whole number of months from 0 to 120' })
    .min(0, { error: 'must be a whole number of months from 0 to 120' })
    .max(120, { error: 'must be a whole number of months from 0 to 120' })
    .optional(),
});
export type TvSettingsBody = z.infer<typeof tvSettingsSchema>;

export const upNextEpisodeSchema = z.object({
  season: z.number(),
  episode: z.number(),
  name: z.string(),
  air_date: z.string().nullable(),
});

export const showProgressSchema = z.object({
  /** Always a show; named so that every answer's titles are recognised (rating limits). */
  type: z.literal('tv'),
  id: z.number(),
  name: z.string(),
  poster_path: z.string().nullable(),
  /** Distinct episodes of regular seasons (and specials, when counted) watched, and aired. */
  watched: z.number(),
  aired: z.number(),
  next: upNextEpisodeSchema.nullable(),
  lastWatchedAt: z.string().nullable(),
  status: showStatusSchema,
  /** The state the user chose (watching unless they paused or dropped it). */
  chosen: chosenShowStatusSchema,
  /**
   * `stale`: being watched, but no viewing (nor a resume) for the user's `staleAfterMonths`:
   * Up next shows it under "Haven't watched for a while". `current` otherwise.
   */
  group: z.enum(['current', 'stale']),
});
export type ShowProgress = z.infer<typeof showProgressSchema>;

/** GET /api/me/progress/{id}: one show's progress, followed or not (the show page's line). */
export const oneShowProgressSchema = showProgressSchema.extend({
  /** Whether the show is in Up next (followed, or with an episode watched). */
  followed: z.boolean(),
});
export type OneShowProgress = z.infer<typeof oneShowProgressSchema>;
export const showProgressParamsSchema = z.object({ id: catalogIdSchema });

export const progressSchema = z.object({
  shows: z.array(showProgressSchema),
  /** The user's setting: specials counted or not. */
  countSpecials: z.boolean(),
  /** The user's setting: months before a show is stale (0: never). */
  staleAfterMonths: z.number(),
});
export type Progress = z.infer<typeof progressSchema>;

export const calendarEpisodeSchema = z.object({
  showId: z.number(),
  showName: z.string(),
  season: z.number(),
  episode: z.number(),
  name: z.string(),
  air_date: z.string(),
});
export type CalendarEpisode = z.infer<typeof calendarEpisodeSchema>;

/** GET /api/me/calendar. */
export const calendarSchema = z.object({
  episodes: z.array(calendarEpisodeSchema),
  /** The private iCalendar feed (works without a session; keep it secret). */
  feedUrl: z.string(),
  /**
   * Offline (no TMDB key), the day the episode data is from: episodes from that day on are
   * listed and the page says dates are as of it. Null with live data.
   */
  asOf: z.string().nullable(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/**
 * The feed's file name `<token>.ics`. Any text is accepted here: an address that is not a
 * feed's answers 404 like an unknown one (issue #45: never a 400 telling the two apart).
 */
export const calendarFeedParamsSchema = z.object({
  file: z.string(),
});
/** The shape of a feed's file name: anything else is no feed. */
export const CALENDAR_FEED_FILE = /^[A-Za-z0-9_-]{20,100}\.ics$/;
