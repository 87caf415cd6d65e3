import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from './catalog';

/**
 * Scrobbling (issue #43): Plex, Jellyfin and Emby post what they play to a personal webhook
 * address; plays are matched offline and logged once.
 */

export const MEDIA_SERVERS = ['plex', 'jellyfin', 'emby'] as const;
export const mediaServerSchema = z.enum(MEDIA_SERVERS);
export type MediaServer = z.infer<typeof mediaServerSchema>;

/** The share of a title that counts as watched when a stop reports it (percent). */
export const DEFAULT_SCROBBLE_THRESHOLD = 80;
export const MAX_SCROBBLE_USERNAMES = 20;

/** What became of one event the media server sent. */
export const SCROBBLE_OUTCOMES = [
  'watched',
  'in_progress',
  'rated',
  'duplicate',
  'unmatched',
  'ignored',
] as const;
export const scrobbleOutcomeSchema = z.enum(SCROBBLE_OUTCOMES);
export type ScrobbleOutcome = z.infer<typeof scrobbleOutcomeSchema>;

export const scrobbleTargetSchema = z.object({
  type: mediaTypeSchema,
  id: z.number().int(),
  season: z.number().int().nullable(),
  episodes: z.array(z.number().int()),
});
export type ScrobbleTarget = z.infer<typeof scrobbleTargetSchema>;

export const scrobbleEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  server: mediaServerSchema,
  /** The server's own event name (`media.scrobble`, `PlaybackStop`, `playback.stop`, …). */
  event: z.string(),
  /** What was played, as the server named it. */
  title: z.string(),
  outcome: scrobbleOutcomeSchema,
  /** Why, in a few words (e.g. "played by another user", "68 % watched"). */
  detail: z.string(),
  target: scrobbleTargetSchema.nullable(),
});
export type ScrobbleEvent = z.infer<typeof scrobbleEventSchema>;

export const webhookSettingsSchema = z.object({
  /** The address to give the media server; null until one is made. */
  url: z.string().nullable(),
  /** Only plays by these media-server users count; empty: everyone's. */
  usernames: z.array(z.string()),
  threshold: z.number().int(),
  recent: z.array(scrobbleEventSchema),
  /** Items waiting in the inbox. */
  unmatched: z.number().int(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookAddressSchema = z.object({ url: z.string(), token: z.string() });
export type WebhookAddress = z.infer<typeof webhookAddressSchema>;

export const webhookSettingsBodySchema = z
  .object({
    usernames: z
      .array(
        z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
      )
      .max(MAX_SCROBBLE_USERNAMES, `must have at most ${MAX_SCROBBLE_USERNAMES} names`)
      .optional(),
    threshold: z
      .number()
      .int('must be a whole number')
      .min(50, 'must be at least 50')
      .max(100, 'must be at most 100')
      .optional(),
  })
  .strict()
  .refine((body) => body.usernames !== undefined || body.threshold !== undefined, {
    message: 'must set usernames or threshold',
  });
export type WebhookSettingsBody = z.infer<typeof webhookSettingsBodySchema>;

export const scrobbleTokenParamsSchema = z.object({
  token: z.string().max(200),
});

export const scrobbleAnswerSchema = z.object({
  outcome: scrobbleOutcomeSchema,
  detail: z.string(),
  /** What the play was matched to, when it was. */
  target: scrobbleTargetSchema.nullable(),
});
export type ScrobbleAnswer = z.infer<typeof scrobbleAnswerSchema>;

/** A play that could not be matched, waiting for one choice. */
export const unmatchedItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  server: mediaServerSchema,
  kind: z.enum(['movie', 'episode']),
  /** The film's title, or the show's name. */
  title: z.string(),
  year: z.number().int().nullable(),
  season: z.number().int().nullable(),
  episodes: z.array(z.number().int()),
  /** The ids the server sent (`tmdb`, `imdb`, `tvdb`), for the person to check. */
  ids: z.record(z.string(), z.string()),
});
export type UnmatchedItem = z.infer<typeof unmatchedItemSchema>;
export const unmatchedItemsSchema = z.array(unmatchedItemSchema);

export const unmatchedParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an inbox item id'),
});

/** The title an inbox item is: a film, or the show of an episode (remembered for that show). */
export const mapUnmatchedBodySchema = z
  .object({ type: mediaTypeSchema, id: catalogIdSchema })
  .strict();
export type MapUnmatchedBody = z.infer<typeof mapUnmatchedBodySchema>;

export const mapUnmatchedResultSchema = z.object({
  /** Inbox items this choice logged (the same show's other items too). */
  resolved: z.number().int(),
  remaining: unmatchedItemsSchema,
});
export type MapUnmatchedResult = z.infer<typeof mapUnmatchedResultSchema>;

/**
 * A title the media server reported partly watched (below the threshold), not watched since:
 * shown on the title's page and in Up next. `season`/`episode` are null for a film.
 */
export const inProgressItemSchema = z.object({
  type: mediaTypeSchema,
  id: z.number().int(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  /** How far, 1–99. */
  percent: z.number(),
  /** When the media server last reported it. */
  updatedAt: z.string(),
});
export type InProgressItem = z.infer<typeof inProgressItemSchema>;
/** GET /api/me/in-progress: newest first. */
export const inProgressSchema = z.object({ items: z.array(inProgressItemSchema) });
export type InProgress = z.infer<typeof inProgressSchema>;
