import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import { buildApp } from '../../src/app';
import { createContext, disposeContext } from '../../src/composition';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';

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

/** A temporary DATA_DIR and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database. */
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
  const ctx = await createContext(config);
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

async function createScratchDatabase(baseUrl: string) {
  const name = `uw_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
