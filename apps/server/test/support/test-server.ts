import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import { buildApp } from '../../src/app';
import { createContext, disposeContext, type ContextShared } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import type { AppContext } from '../../src/context';
import { sharedSnapshot } from './shared-snapshot';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Runs after the app is built and before it listens: register test-only routes here. */
  beforeListen?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /** Request logs go here (pass LOG_LEVEL in env too); without it the server is quiet. */
  logStream?: { write(line: string): void };
  /**
   * Storage made with `createTestStorage`, to run several servers one after another on the
   * same data (an upgrade); the caller drops it. Without it each server gets its own.
   */
  storage?: TestStorage;
}

/** What `createContext` may share between the servers of a test process (the parsed snapshot). */
export const sharedContext: ContextShared = { loadSnapshot: (file) => sharedSnapshot(file) };

/**
 * A temporary DATA_DIR and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database (a clone
 * of a migrated template, so it starts with the schema and no rows, as a migrated new install).
 */
export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-api-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  return {
    dataDir,
    databaseUrl: postgres?.url,
    async drop() {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real server in-process on a free port with a temporary DATA_DIR. When
 * TEST_DATABASE_URL is set, each server gets a fresh PostgreSQL database instead of SQLite.
 * Auth rate limits are off unless a test sets AUTH_RATE_LIMIT=on; import limits are high
 * unless a test sets IMPORT_FILES_PER_MINUTE / IMPORT_COMMITS_PER_MINUTE.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const storage = options.storage ?? (await createTestStorage());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: storage.dataDir,
    AUTH_RATE_LIMIT: 'off',
    IMPORT_FILES_PER_MINUTE: '10000',
    IMPORT_COMMITS_PER_MINUTE: '10000',
    // The alerts job runs when a test asks (POST /api/admin/jobs/alerts), not on a timer.
    ALERTS_SCHEDULE: 'off',
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    ...env,
  });
  const ctx = await createContext(config, sharedContext);
  const app = await buildApp(
    ctx,
    options.logStream ? { logStream: options.logStream } : { quiet: true },
  );
  await options.beforeListen?.(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    ctx,
    async close() {
      await app.close();
      await disposeContext(ctx);
      if (!options.storage) await storage.drop();
    },
  };
}

/**
 * The name of a PostgreSQL database with every migration run and nothing else, made once for
 * the migrations in this tree (their files' SHA-256) and cloned for each scratch database
 * (CREATE DATABASE … TEMPLATE: a file copy, instead of running every migration per server;
 * decision 065). Made under a temporary name and renamed when complete, so processes racing to
 * make it (vitest workers, other checkouts on the same server) never clone a half-made one.
 */
const templates: Map<string, Promise<string>> = ((
  globalThis as { __uwTestTemplates?: Map<string, Promise<string>> }
).__uwTestTemplates ??= new Map());

function migrationsFingerprint(): string {
  const dir = path.resolve(import.meta.dirname, '../../src/db/migrations');
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function migratedTemplate(baseUrl: string): Promise<string> {
  let made = templates.get(baseUrl);
  if (!made) {
    made = makeTemplate(baseUrl);
    templates.set(baseUrl, made);
    // A failure is not kept: the next server tries again.
    made.catch(() => templates.delete(baseUrl));
  }
  return made;
}

async function makeTemplate(baseUrl: string): Promise<string> {
  const name = `uw_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
      try {
        // Without the catalogue's renames: each server applies its own at start, as on a fresh
        // database (migration 007 only moves rows, and a template has none).
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another process finished the same template first: use theirs.
      const made = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!made.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function createScratchDatabase(baseUrl: string) {
  const name = `uw_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
