import path from 'node:path';

import { z } from 'zod';

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
        (value) => protocols.includes(new URL(value).protocol.replace(':', '')),
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
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  WEB_DIST_DIR: optionalString,
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
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string | undefined;
  webDistDir: string;
  catalog: CatalogConfig;
}

export interface CatalogConfig {
  /** The embedded snapshot to load (default: data/catalog/catalog.json.gz). */
  snapshotPath: string | undefined;
  /** Image CDN base URL; undefined when turned off (generated posters only). */
  imageBaseUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.join(repoRoot, 'apps/web/dist'),
    catalog: {
      snapshotPath: env.CATALOG_PATH ? path.resolve(env.CATALOG_PATH) : undefined,
      imageBaseUrl:
        env.TMDB_IMAGE_BASE_URL === 'off' ? undefined : env.TMDB_IMAGE_BASE_URL.replace(/\/$/, ''),
    },
  };
}
