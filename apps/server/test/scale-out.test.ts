import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import { createContext, disposeContext } from '../src/composition';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';

import { verifiedAccount } from './support/accounts';
import { latestMail, Session, uniqueEmail } from './support/mail-session';
import { sharedContext } from './support/test-server';

// Several instances need a shared PostgreSQL and a shared Redis; CI (.ci/run) provides both.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface Instance {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-scale-'));
  const ctx = await createContext(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }),
    sharedContext,
  );
  const app = await buildApp(ctx, { quiet: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    app,
    ctx,
    async close() {
      await app.close();
      await disposeContext(ctx);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Fixed windows start on the minute: don't start a counting test just before one ends. */
async function awayFromWindowEdge() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
}

describe.runIf(Boolean(postgresUrl && redisUrl))(
  'two instances on one PostgreSQL and Redis',
  () => {
    const database = `uw_scale_${crypto.randomBytes(6).toString('hex')}`;
    // A prefix of our own: counters of other runs sharing this Redis never meet ours.
    const keyPrefix = `uwtest:${crypto.randomBytes(6).toString('hex')}:`;
    let a: Instance;
    let b: Instance;
    let redis: Redis;

    beforeAll(async () => {
      await adminQuery(`CREATE DATABASE ${database}`);
      const url = new URL(postgresUrl!);
      url.pathname = `/${database}`;
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: keyPrefix,
        SEARCH_RATE_LIMIT_PER_MINUTE: '4',
        AUTH_RATE_LIMIT: 'on',
        TMDB_IMAGE_BASE_URL: 'off',
      };
      // Both start at once against the fresh database: migrations must not trip over each other.
      [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
      redis = new Redis(redisUrl!);
    });

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      if (redis) {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    it('both started on the fresh database and are ready, Redis included', async () => {
      for (const instance of [a, b]) {
        const ready = await fetch(`${instance.url}/api/ready`);
        expect(ready.status).toBe(200);
        const health = (await (await fetch(`${instance.url}/api/health`)).json()) as {
          database: string;
          providers: { cache: string };
        };
        expect(health.database).toBe('postgres');
        expect(health.providers.cache).toBe('redis');
      }
    });

    it('a session made on A is valid on B, and signing out on B ends it on A', async () => {
      const email = uniqueEmail('scale');
      const { session } = await verifiedAccount(a.url, email);
      const onB = await session.fetch(`${b.url}/api/me`);
      expect(((await onB.json()) as { user: { email: string } | null }).user?.email).toBe(email);
      // The session lives in Redis (secondary storage), under our prefix.
      expect((await redis.keys(`${keyPrefix}auth:*`)).length).toBeGreaterThan(0);

      // Replayed by hand: the client forgets its cookie on sign-out, a stolen copy would not.
      const cookie = session.cookieHeader();
      const signOut = await session.fetch(`${b.url}/api/auth/sign-out`, {
        method: 'POST',
        json: {},
        headers: { origin: b.url },
      });
      expect(signOut.status).toBe(200);
      const replayed = await fetch(`${a.url}/api/me`, { headers: { cookie } });
      expect(((await replayed.json()) as { user: unknown }).user).toBeNull();
    });

    it('a password reset asked for on A is completed on B, once', async () => {
      const email = uniqueEmail('scale-reset');
      const { session } = await verifiedAccount(a.url, email);
      const asked = await session.post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(asked.status).toBe(200);
      const mail = await latestMail(a.url, email, /reset/i);
      const link = new URL(mail!.links[0]!);
      const opened = await new Session(b.url).fetch(`${b.url}${link.pathname}${link.search}`);
      const token = new URL(opened.headers.get('location')!, b.url).searchParams.get('token');
      expect(token).toBeTruthy();
      const newPassword = 'Sequel#2025';
      const reset = () =>
        new Session(b.url).post('/api/auth/reset-password', { newPassword, token });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(400);
      const signIn = await new Session(a.url).post('/api/auth/sign-in/email', {
        email,
        password: newPassword,
      });
      expect(signIn.status).toBe(200);
    });

    it('a watchlist write through A is read through B', async () => {
      const { session } = await verifiedAccount(b.url, uniqueEmail('scale'));
      expect(
        (await session.fetch(`${a.url}/api/me/watchlist/movie/155`, { method: 'PUT' })).status,
      ).toBe(200);
      const list = (await (await session.fetch(`${b.url}/api/me/watchlist`)).json()) as {
        titleId: number;
      }[];
      expect(list.map((entry) => entry.titleId)).toEqual([155]);
    });

    it('counts a rate limit across both instances (limit 4: 2 on A + 3 on B → the 5th is 429)', async () => {
      await awayFromWindowEdge();
      const search = async (instance: Instance) =>
        (await fetch(`${instance.url}/api/tmdb/search?q=heat`)).status;
      const statuses = [await search(a), await search(a), await search(b), await search(b)];
      expect(statuses).toEqual([200, 200, 200, 200]);
      const fifth = await fetch(`${b.url}/api/tmdb/search?q=heat`);
      expect(fifth.status).toBe(429);
      expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await search(a)).toBe(429);
    });
  },
);
