import path from 'node:path';

import { z } from 'zod';

import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { repoRoot } from './repo-root';

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

const envSchema = z.object({
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
  NEWSLETTER_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(5),
  ),
  IMAGE_FETCHES_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(600),
  ),
  IMAGE_CACHE_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).min(1, 'must be at least 1').default(1024),
  ),
  SOCIAL_GITHUB_URL: optionalUrl(['http', 'https']),
  SOCIAL_X_URL: optionalUrl(['http', 'https']),
  SOCIAL_INSTAGRAM_URL: optionalUrl(['http', 'https']),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared cache, rate limits and sessions across instances; unset → in-process. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this deployment writes (several can share one Redis). */
  redisKeyPrefix: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* headers give request.ip/protocol. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string | undefined;
  webDistDir: string;
  /** The web app's server-rendering build (decision 027); public pages are sent bare without. */
  webSsrEntry: string;
  /** Requests a minute per client for search (per IP) and comments (per user). */
  rateLimits: {
    searchPerMinute: number;
    commentsPerMinute: number;
    /** Import previews (file reads) and commits a minute per user. */
    importFilesPerMinute: number;
    importCommitsPerMinute: number;
    statsPerMinute: number;
    /** Newsletter sign-ups a minute per IP (each may send a mail). */
    newsletterPerMinute: number;
    /** Image CDN trips a minute per IP (cache misses only). */
    imageFetchesPerMinute: number;
  };
  catalog: CatalogConfig;
  auth: AuthConfig;
  mail: MailConfig;
  ai: AiConfig;
  /** The footer's social links; an unset one is not shown. */
  social: { github: string | undefined; x: string | undefined; instagram: string | undefined };
}

export interface AuthConfig {
  /** Unset: a random secret is generated once and kept in the database. */
  secret: string | undefined;
  /** Lower-cased; these accounts get the admin role at sign-up and sign-in. */
  adminEmails: string[];
  rateLimit: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
}

export interface AiConfig {
  /** OpenAI-compatible chat-completions API; unset: the embedded engine (no network). */
  live: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  timeoutMs: number;
  /** Overview rewrites computed (cache misses) per client per minute. */
  rewritesPerMinute: number;
  chatMessagesPerMinute: number;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

export interface CatalogConfig {
  /** The embedded snapshot to load (default: data/catalog/catalog.json.gz). */
  snapshotPath: string | undefined;
  /** Image CDN base URL; undefined when turned off (generated posters only). */
  imageBaseUrl: string | undefined;
  /** Most bytes the image disk cache keeps (IMAGE_CACHE_MAX_MB). */
  imageCacheMaxBytes: number;
  /** Live TMDB (v3 `api_key` or v4 read token); unset → the embedded catalogue. */
  tmdb: { baseUrl: string; apiKey: string | undefined; readToken: string | undefined } | undefined;
  /** Live OMDb ratings; unset → the snapshot's ratings. */
  omdb: { baseUrl: string; apiKey: string; dailyLimit: number } | undefined;
  /** Live Watchmode streaming; unset → the snapshot's labelled US availability. */
  watchmode: { baseUrl: string; apiKey: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function trustProxyOf(value: string | undefined): TrustProxy {
  const parsed = parseTrustProxy(value);
  return typeof parsed === 'object' && !Array.isArray(parsed) ? false : parsed;
}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        // The value itself is never echoed: it may be a secret (a URL with a password, a key).
        return `${issue.path.join('.')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.join(repoRoot, 'apps/web/dist'),
    webSsrEntry: env.WEB_SSR_ENTRY
      ? path.resolve(env.WEB_SSR_ENTRY)
      : path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js'),
    rateLimits: {
      searchPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE,
      commentsPerMinute: env.COMMENT_RATE_LIMIT_PER_MINUTE,
      importFilesPerMinute: env.IMPORT_FILES_PER_MINUTE,
      importCommitsPerMinute: env.IMPORT_COMMITS_PER_MINUTE,
      statsPerMinute: env.STATS_PER_MINUTE,
      newsletterPerMinute: env.NEWSLETTER_PER_MINUTE,
      imageFetchesPerMinute: env.IMAGE_FETCHES_PER_MINUTE,
    },
    catalog: {
      snapshotPath: env.CATALOG_PATH ? path.resolve(env.CATALOG_PATH) : undefined,
      imageBaseUrl:
        env.TMDB_IMAGE_BASE_URL === 'off' ? undefined : env.TMDB_IMAGE_BASE_URL.replace(/\/$/, ''),
      imageCacheMaxBytes: Math.round(env.IMAGE_CACHE_MAX_MB * 1024 * 1024),
      tmdb:
        env.TMDB_API_KEY || env.TMDB_READ_TOKEN
          ? {
              baseUrl: env.TMDB_BASE_URL.replace(/\/$/, ''),
              apiKey: env.TMDB_API_KEY,
              readToken: env.TMDB_READ_TOKEN,
            }
          : undefined,
      omdb: env.OMDB_API_KEY
        ? {
            baseUrl: env.OMDB_BASE_URL.replace(/\/$/, ''),
            apiKey: env.OMDB_API_KEY,
            dailyLimit: env.OMDB_DAILY_LIMIT,
          }
        : undefined,
      watchmode: env.WATCHMODE_API_KEY
        ? { baseUrl: env.WATCHMODE_BASE_URL.replace(/\/$/, ''), apiKey: env.WATCHMODE_API_KEY }
        : undefined,
    },
    auth: {
      secret: env.AUTH_SECRET,
      adminEmails: (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
      rateLimit: env.AUTH_RATE_LIMIT === 'on',
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
            }
          : undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'UncleWatch <no-reply@unclewatch.local>',
    },
    ai: {
      live: env.AI_BASE_URL
        ? {
            baseUrl: env.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL ?? 'gpt-4o-mini',
          }
        : undefined,
      timeoutMs: env.AI_TIMEOUT_MS,
      rewritesPerMinute: env.AI_RATE_LIMIT_PER_MINUTE,
      chatMessagesPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
    },
    social: {
      github: env.SOCIAL_GITHUB_URL,
      x: env.SOCIAL_X_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
    },
  };
}
