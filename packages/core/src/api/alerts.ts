import { z } from 'zod';

/**
 * Alerts (issue #44): each person's channels (ntfy, Gotify, a signed webhook, mail, Apprise),
 * the events they want (a new episode of a show they watch, a watchlist title arriving on one
 * of their services) and whether they come one by one or in a daily digest.
 */

export const ALERT_CHANNEL_TYPES = ['ntfy', 'gotify', 'webhook', 'email', 'apprise'] as const;
export const alertChannelTypeSchema = z.enum(ALERT_CHANNEL_TYPES, {
  error: `must be one of ${ALERT_CHANNEL_TYPES.join(', ')}`,
});
export type AlertChannelType = z.infer<typeof alertChannelTypeSchema>;

/** Channels a person may keep. */
export const MAX_ALERT_CHANNELS = 10;

/**
 * A show whose last viewing (or follow, if never watched) is older than this, while an episode
 * aired before the new ones is still unwatched, is one its person stopped watching: no alert.
 */
export const STOPPED_WATCHING_DAYS = 90;

/** The platform's URL parser (browsers and Node both have one; core declares no DOM types). */
const { URL: WhatwgUrl } = globalThis as unknown as {
  URL: { canParse(value: string): boolean; new (value: string): { protocol: string } };
};

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => WhatwgUrl.canParse(value), 'must be a URL')
  .refine(
    (value) =>
      !WhatwgUrl.canParse(value) || ['http:', 'https:'].includes(new WhatwgUrl(value).protocol),
    'must start with http:// or https://',
  );

/** A channel as a person types it; `id` keeps a saved one (its secret, token and state). */
export const alertChannelInputSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: alertChannelTypeSchema,
    url: httpUrl.optional(),
    /** Gotify's app token, ntfy's access token, or Apprise's notification URLs. */
    token: z.string().trim().min(1).max(1000, 'must be at most 1000 characters').optional(),
    /** ntfy: the topic, when `url` is the server rather than the topic's URL. */
    topic: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')
      .optional(),
  })
  .superRefine((channel, issue) => {
    if (channel.type !== 'email' && !channel.url)
      issue.addIssue({ code: 'custom', path: ['url'], message: `is required for ${channel.type}` });
    if (channel.type === 'email' && channel.url)
      issue.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'is not used by email (alerts go to your account address)',
      });
    if (channel.type === 'gotify' && !channel.token && !channel.id)
      issue.addIssue({ code: 'custom', path: ['token'], message: 'is required for gotify' });
  });
export type AlertChannelInput = z.infer<typeof alertChannelInputSchema>;

export const alertEventsSchema = z.object({
  newEpisode: z.boolean(),
  onMyServices: z.boolean(),
});
export type AlertEvents = z.infer<typeof alertEventsSchema>;

export const alertDigestSchema = z.enum(['off', 'daily'], { error: 'must be off or daily' });

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'must be an IANA time zone like Europe/Paris or UTC');

/** PUT /api/me/alerts: the whole settings, channels replaced by the list given. */
export const alertSettingsBodySchema = z
  .object({
    channels: z
      .array(alertChannelInputSchema)
      .max(MAX_ALERT_CHANNELS, `must list at most ${MAX_ALERT_CHANNELS} channels`),
    events: alertEventsSchema,
    digest: alertDigestSchema,
    digestHour: z.number().int('must be a whole hour').min(0).max(23).optional(),
    /** Where "today" is for this person (an episode airs on its day there); default UTC. */
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine((body, issue) => {
    if (body.digest === 'daily' && body.digestHour === undefined)
      issue.addIssue({
        code: 'custom',
        path: ['digestHour'],
        message: 'is required for a daily digest (0–23)',
      });
  });
export type AlertSettingsBody = z.infer<typeof alertSettingsBodySchema>;

/** A saved channel: tokens never come back, a webhook's secret only in the PUT that made it. */
export const alertChannelSchema = z.object({
  id: z.string(),
  type: alertChannelTypeSchema,
  url: z.string().optional(),
  topic: z.string().optional(),
  hasToken: z.boolean(),
  /** The webhook's signing secret, present only in the answer of the PUT that created it. */
  secret: z.string().optional(),
  /** Set when the channel kept failing for days: nothing is sent to it until tested or saved. */
  pausedAt: z.string().nullable(),
  /** A sentence for the settings page about this channel's trouble, or null. */
  notice: z.string().nullable(),
});
export type AlertChannel = z.infer<typeof alertChannelSchema>;

export const alertDeliveryStatusSchema = z.enum(['pending', 'sent', 'failed']);

/** One of the last deliveries, for the settings page. */
export const alertDeliverySchema = z.object({
  channelId: z.string(),
  type: alertChannelTypeSchema,
  title: z.string(),
  status: alertDeliveryStatusSchema,
  attempts: z.number(),
  /** "ntfy failed 3 times: 401" once given up; the last error while retrying. */
  error: z.string().nullable(),
  at: z.string(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertSettingsSchema = z.object({
  channels: z.array(alertChannelSchema),
  events: alertEventsSchema,
  digest: alertDigestSchema,
  digestHour: z.number().optional(),
  timeZone: z.string(),
  /** The last deliveries, newest first. */
  deliveries: z.array(alertDeliverySchema),
  /** Sentences about what this server can tell (offline: no new episode, no live services). */
  notes: z.object({ newEpisode: z.string().nullable(), onMyServices: z.string().nullable() }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertTestResultSchema = z.object({
  type: alertChannelTypeSchema,
  ok: z.boolean(),
  /** The receiver's HTTP status (0 when none was had: refused address, time-out, network). */
  status: z.number(),
  error: z.string().optional(),
});
export const alertTestResponseSchema = z.object({ results: z.array(alertTestResultSchema) });
export type AlertTestResponse = z.infer<typeof alertTestResponseSchema>;

/** POST /api/admin/jobs/alerts: deliveries made, and alerts found but not sent in this run. */
export const alertJobResponseSchema = z.object({ sent: z.number(), skipped: z.number() });
export type AlertJobResponse = z.infer<typeof alertJobResponseSchema>;

/** What a webhook receives (the body that `X-UncleWatch-Signature` signs). */
export interface AlertWebhookBody {
  event: 'newEpisode' | 'onMyServices' | 'digest' | 'test';
  title: string;
  message: string;
  url: string | null;
  items: { event: string; title: string; message: string; url: string | null }[];
  sentAt: string;
}
