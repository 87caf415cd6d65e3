import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fuzzRequests, sendFuzzRequest } from './support/fuzz-cases';
import { buildApp } from '../src/app';
import { createContext, disposeContext } from '../src/composition';
import { loadConfig } from '../src/config';

import { verifiedAccount } from './support/accounts';
import { GOOD_PASSWORD, Session, uniqueEmail } from './support/mail-session';
import { sharedContext, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let session: Session;

beforeAll(async () => {
  server = await startTestServer(
    { TMDB_IMAGE_BASE_URL: 'off', TRUST_PROXY: 'loopback' },
    {
      beforeListen(app) {
        app.get('/api/test/client', async (request) => ({
          ip: request.ip,
          protocol: request.protocol,
        }));
      },
    },
  );
  ({ session } = await verifiedAccount(server.url, uniqueEmail()));
});
afterAll(() => server.close());

const expectJsonError = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  return body;
};

describe('malformed requests get a JSON answer, never a crash', () => {
  it('a body over 1 MB is 413', async () => {
    const response = await session.fetch('/api/me/searches', {
      method: 'POST',
      json: { term: 'x'.repeat(1.5 * 1024 * 1024) },
    });
    expect(await expectJsonError(response, 413)).toEqual({ error: 'Request body is too large' });
  });

  it('a body that is not JSON is 415', async () => {
    const response = await session.fetch('/api/me/searches', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'heat',
    });
    await expectJsonError(response, 415);
  });

  it('broken JSON is 400', async () => {
    const response = await session.fetch('/api/me/searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"term": ',
    });
    expect(await expectJsonError(response, 400)).toEqual({
      error: 'Request body is not valid JSON',
    });
  });

  it('an unknown API route is 404', async () => {
    await expectJsonError(await fetch(`${server.url}/api/nothing/here`, { method: 'POST' }), 404);
  });

  it('500 generated bad requests across every route family: none is answered ≥ 500', async () => {
    const cookie = session.cookieHeader();
    const problems: string[] = [];
    const requests = fuzzRequests(500, 20_261_122);
    for (const [index, request] of requests.entries()) {
      // Every fourth one carries a real session, so the signed-in code paths are fuzzed too.
      const headers =
        index % 4 === 0 && !request.headers.cookie
          ? { ...request.headers, cookie }
          : request.headers;
      const status = await sendFuzzRequest(server.url, { ...request, headers });
      if (status === 0 || status >= 500) {
        problems.push(`${status} ${request.method} ${request.path.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('request ids', () => {
  it('echo a well-formed x-request-id and replace anything else with a UUID', async () => {
    const given = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': 'lb-1234_abcd' },
    });
    expect(given.headers.get('x-request-id')).toBe('lb-1234_abcd');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ['a'.repeat(65), 'has space', 'new\\nline', '<x>', '']) {
      const response = await fetch(`${server.url}/api/health`, {
        headers: { 'x-request-id': bad },
      });
      expect(response.headers.get('x-request-id')).toMatch(uuid);
    }
    const none = await fetch(`${server.url}/api/does-not-exist`);
    expect(none.headers.get('x-request-id')).toMatch(uuid);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  it('takes the client address and scheme from X-Forwarded-*', async () => {
    const response = await fetch(`${server.url}/api/test/client`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(await response.json()).toEqual({ ip: '203.0.113.7', protocol: 'https' });
  });

  it('ignores X-Forwarded-* by default', async () => {
    const plain = await startTestServer(
      {},
      {
        beforeListen(app) {
          app.get('/api/test/client', async (request) => ({
            ip: request.ip,
            protocol: request.protocol,
          }));
        },
      },
    );
    try {
      const response = await fetch(`${plain.url}/api/test/client`, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      });
      expect(await response.json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    } finally {
      await plain.close();
    }
  });

  it('a bad TRUST_PROXY stops the server with a message naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('with Redis configured but unreachable', () => {
  it('is not ready (503 naming Redis) yet still serves: limits allow, sessions use the database', async () => {
    // Nothing listens on port 1: every Redis command fails.
    const degraded = await startTestServer({
      REDIS_URL: 'redis://127.0.0.1:1',
      SEARCH_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const ready = await fetch(`${degraded.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        error: 'Not ready: redis unreachable',
        down: ['redis'],
      });
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${degraded.url}/api/tmdb/search?q=heat`)).status).toBe(200);
      }
      const email = uniqueEmail('no-redis');
      const { session: signedIn } = await verifiedAccount(degraded.url, email);
      expect((await signedIn.me())?.email).toBe(email);
    } finally {
      await degraded.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish while the server closes', async () => {
    const slow = await startTestServer(
      {},
      {
        beforeListen(app) {
          app.get('/api/test/slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, 400));
            return { finished: true };
          });
        },
      },
    );
    const inFlight = fetch(`${slow.url}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = slow.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${slow.url}/api/health`)).rejects.toThrow();
  });
});

describe('logs', () => {
  it('never contain a password, AUTH_SECRET, an API key, a bearer token or a mailed token', async () => {
    const secret = 'S3cret-auth-value-that-must-not-leak-0123456789';
    const aiKey = 'sk-live-key-that-must-not-leak-9876543210';
    const password = 'Very#Private-Passw0rd';
    const bearer = 'bearer-token-that-must-not-leak-42';
    const resetToken = 'reset-token-that-must-not-leak-77';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-logs-'));
    const captured: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      captured.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return write(chunk, ...rest);
    }) as typeof process.stdout.write;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      AUTH_RATE_LIMIT: 'off',
      TMDB_IMAGE_BASE_URL: 'off',
      // Nothing listens there: the assistant's failures get logged.
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: aiKey,
      AI_TIMEOUT_MS: '500',
    });
    const ctx = await createContext(config, sharedContext);
    const app = await buildApp(ctx, { logStream: { write: (line) => captured.push(line) } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const client = new Session(url);
      const email = uniqueEmail('logs');
      await client.post('/api/auth/sign-up/email', { email, password, name: 'Logs' });
      await client.post('/api/auth/sign-in/email', { email, password });
      await client.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      await client.fetch(`/api/auth/reset-password/${resetToken}?callbackURL=/`);
      await client.fetch(`/api/auth/verify-email?token=${resetToken}`);
      await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${bearer}` } });
      await fetch(`${url}/api/me`, { headers: { cookie: `better-auth.session_token=${bearer}` } });
      await client.post('/api/ai/rewrite-overview', {
        title: 'A film nobody knows',
        overview: 'x',
      });
      await client.post('/api/chat', { message: 'something like Heat', sessionId: 'logs-test-1' });
      await client.fetch('/api/nothing', { method: 'POST', body: '{' });
    } finally {
      process.stdout.write = write;
      await app.close();
      await disposeContext(ctx);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const output = captured.join('');
    // The logs were really captured: request lines with their ids are there.
    expect(output).toMatch(/"reqId":"[^"]+"/);
    expect(output).toContain('/api/auth/sign-in/email');
    for (const leak of [secret, aiKey, password, bearer, resetToken]) {
      expect(output).not.toContain(leak);
    }
  });
});
