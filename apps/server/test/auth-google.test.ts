import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeGoogle, type FakeGoogle } from './support/oidc';
import { Session } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let google: FakeGoogle;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await startTestServer({
    GOOGLE_CLIENT_ID: 'unclewatch-test',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER: google.issuer,
    ADMIN_EMAILS: 'googler@example.com',
  });
});
afterAll(async () => {
  await server.close();
  await google.close();
});

async function googleSignIn(session: Session) {
  const start = await session.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/',
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(google.issuer)).toBe(true);
  // The provider signs the user in at once and sends the browser back with a code.
  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = authorize.headers.get('location')!;
  expect(callback).toContain('/api/auth/callback/google');
  const landed = await session.fetch(callback);
  expect(landed.status).toBe(302);
  return landed.headers.get('location');
}

describe('Google sign-in over OIDC', () => {
  it('offers Google on the sign-in pages when configured', async () => {
    const answer = await fetch(`${server.url}/api/account/sign-in-options`);
    expect(await answer.json()).toEqual({ google: true });
  });

  it('signs in with a verified Google account and lands on /', async () => {
    const session = new Session(server.url);
    expect(await googleSignIn(session)).toBe('/');
    expect(await session.me()).toMatchObject({
      email: 'googler@example.com',
      emailVerified: true,
      isAdmin: true,
    });
  });

  it('signs the same account in again', async () => {
    const session = new Session(server.url);
    await googleSignIn(session);
    const me = await session.me();
    const again = new Session(server.url);
    await googleSignIn(again);
    expect((await again.me())?.id).toBe(me?.id);
  });

  it('says Google is not configured on a server without a client id', async () => {
    const plain = await startTestServer();
    try {
      const options = await fetch(`${plain.url}/api/account/sign-in-options`);
      expect(await options.json()).toEqual({ google: false });
      const attempt = await fetch(`${plain.url}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
      });
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.status).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
