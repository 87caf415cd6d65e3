import path from 'node:path';

import { envSchema, type Env } from './config-env';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { repoRoot } from './repo-root';

export type { Env };

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
    /** "On my services" look-ups (a page's titles, the watchlist's coverage) a minute per user. */
    availabilityPerMinute: number;
    /** Newsletter sign-ups a minute per IP (each may send a mail). */
    newsletterPerMinute: number;
    /** Alert tests a minute per user (each calls every channel of theirs). */
    alertTestsPerMinute: number;
    /** Household joins (invite codes tried) a minute per user, apart from sign-in limits. */
    householdJoinsPerMinute: number;
    /** Household picks and "we watched it" a minute per user. */
    householdActionsPerMinute: number;
    /** Image CDN trips a minute per IP (cache misses only). */
    imageFetchesPerMinute: number;
  };
  catalog: CatalogConfig;
  auth: AuthConfig;
  mail: MailConfig;
  ai: AiConfig;
  alerts: AlertsConfig;
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

export interface AlertsConfig {
  /** Channels may point at loopback, link-local and private addresses (a LAN ntfy or Gotify). */
  allowPrivateUrls: boolean;
  /** Each outbound request to a channel gives up after this long. */
  timeoutMs: number;
  /** The job runs on its own (hourly); off: only through POST /api/admin/jobs/alerts. */
  schedule: boolean;
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
  /** With TMDB: each instance looks this often whether today's TV refresh is still to do. */
  tvRefreshCheckMinutes: number;
  /** With TMDB: live season reads one import operation may make (issue #42, decision 086). */
  importSeasonReads: number;
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
      availabilityPerMinute: env.AVAILABILITY_LOOKUPS_PER_MINUTE,
      newsletterPerMinute: env.NEWSLETTER_PER_MINUTE,
      alertTestsPerMinute: env.ALERT_TESTS_PER_MINUTE,
      imageFetchesPerMinute: env.IMAGE_FETCHES_PER_MINUTE,
      householdJoinsPerMinute: env.HOUSEHOLD_JOINS_PER_MINUTE,
      householdActionsPerMinute: env.HOUSEHOLD_ACTIONS_PER_MINUTE,
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
      tvRefreshCheckMinutes: env.TV_REFRESH_CHECK_MINUTES,
      importSeasonReads: env.IMPORT_SEASON_READS,
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
    alerts: {
      allowPrivateUrls: env.ALERTS_ALLOW_PRIVATE_URLS === 'true',
      timeoutMs: env.ALERTS_TIMEOUT_MS,
      schedule: env.ALERTS_SCHEDULE === 'on',
    },
    social: {
      github: env.SOCIAL_GITHUB_URL,
      x: env.SOCIAL_X_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
    },
  };
}
