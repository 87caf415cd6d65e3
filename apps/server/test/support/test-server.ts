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
}

/**
 * Starts the real server in-process on a free port with a temporary DATA_DIR. When
 * TEST_DATABASE_URL is set, each server gets a fresh PostgreSQL database instead of SQLite.
 * Auth rate limits are off unless a test sets AUTH_RATE_LIMIT=on.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-api-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const ctx = await createContext(config);
  const app = await buildApp(ctx, { quiet: true });
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
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
