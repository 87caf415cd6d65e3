import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: 'on' });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, ip = '198.51.100.1') =>
  server.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload: body as object,
    remoteAddress: ip,
  });

describe('rate limits on sign-in, sign-up, reset and verification sends', () => {
  it('answers 429 with Retry-After after 10 sign-in attempts a minute from one address', async () => {
    const body = { email: 'ghost@example.com', password: 'Wrong#12345' };
    for (let i = 0; i < 10; i++) expect((await post('/sign-in/email', body)).statusCode).toBe(401);
    const limited = await post('/sign-in/email', body);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: expect.stringMatching(/too many/i) });
    // Another address is not affected, and a client cannot dodge it with X-Forwarded-For.
    expect((await post('/sign-in/email', body, '198.51.100.2')).statusCode).toBe(401);
    const spoofed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: body,
      remoteAddress: '198.51.100.1',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-unclewatch-client-ip': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits password reset and verification mails to 3 a minute', async () => {
    for (const path of ['/request-password-reset', '/send-verification-email']) {
      const body = { email: 'someone@example.com', redirectTo: '/reset-password' };
      for (let i = 0; i < 3; i++)
        expect((await post(path, body, '198.51.100.3')).statusCode).toBe(200);
      const limited = await post(path, body, '198.51.100.3');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });
});
