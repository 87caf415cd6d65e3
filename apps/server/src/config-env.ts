import { z } from 'zod';

import { parseTrustProxy } from './http/trust-proxy';

/**
 * Every environment variable the server reads, validated: a bad value names the variable
 * (loadConfig in config.ts turns this into the typed Config).
 */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value), 'must be a URL')
      .refine(
        (value) =>
          !URL.canParse(value) || protocols.includes(new URL(value).protocol.replace(':', '')),
        `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      )
      .optional(),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1–64 letters, digits, : _ or -')
      .default('uw:'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .superRefine((value, issue) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && !Array.isArray(parsed)) {
          issue.addIssue({ code: 'custom', message: parsed.error });
        }
      }),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  WEB_DIST_DIR: optionalString,
  WEB_SSR_ENTRY: optionalString,
  CATALOG_PATH: optionalString,
  TMDB_IMAGE_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .union([
        z.literal('off'),
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL or off' }),
      ])
      .default('https://image.tmdb.org/t/p'),
  ),
  TMDB_API_KEY: optionalString,
  TMDB_READ_TOKEN: optionalString,
  TMDB_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.themoviedb.org/3'),
  ),
  TV_REFRESH_CHECK_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1440, 'must be at most 1440')
      .default(60),
  ),
  IMPORT_SEASON_READS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(5000, 'must be at most 5000')
      .default(400),
  ),
  OMDB_API_KEY: optionalString,
  OMDB_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://www.omdbapi.com'),
  ),
  OMDB_DAILY_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be at least 0').default(1000),
  ),
  WATCHMODE_API_KEY: optionalString,
  WATCHMODE_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.watchmode.com/v1'),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  ADMIN_EMAILS: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: optionalString,
  AI_BASE_URL: optionalUrl(['http', 'https']),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(100, 'must be between 100 and 120000')
      .max(120_000, 'must be between 100 and 120000')
      .default(15_000),
  ),
  AI_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
  ),
  CHAT_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(60),
  ),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(300),
  ),
  COMMENT_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(10),
  ),
  IMPORT_FILES_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(10),
  ),
  IMPORT_COMMITS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(60),
  ),
  STATS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
  ),
  AVAILABILITY_LOOKUPS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(120),
  ),
  NEWSLETTER_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(5),
  ),
  ALERT_TESTS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(10),
  ),
  HOUSEHOLD_JOINS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(5),
  ),
  HOUSEHOLD_ACTIONS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(30),
  ),
  IMAGE_FETCHES_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(600),
  ),
  IMAGE_CACHE_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).min(1, 'must be at least 1').default(1024),
  ),
  ALERTS_ALLOW_PRIVATE_URLS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  ALERTS_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(500, 'must be between 500 and 60000')
      .max(60_000, 'must be between 500 and 60000')
      .default(10_000),
  ),
  ALERTS_SCHEDULE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  SOCIAL_GITHUB_URL: optionalUrl(['http', 'https']),
  SOCIAL_X_URL: optionalUrl(['http', 'https']),
  SOCIAL_INSTAGRAM_URL: optionalUrl(['http', 'https']),
});

export type Env = z.infer<typeof envSchema>;
