import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { latestMail, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const HOSTILE = [
  '/.//evil.test',
  '//evil.test',
  '///evil.test/x',
  '/\\evil.test',
  '\\\\evil.test',
  'https://evil.test/',
  'http://localhost:3000@evil.test/',
  '/%2F%2Fevil.test',
  '%2F%2Fevil.test',
  '/./%5C%5Cevil.test',
  'HTTPS:evil.test',
  ' //evil.test',
  '/..//evil.test',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Where a browser would go: the Location resolved against the page that answered. */
function leavesSite(location: string | null): boolean {
  if (!location) return false;
  const target = new URL(location, server.url);
  return target.hostname !== '127.0.0.1' && target.hostname !== 'localhost';
}

describe('redirect parameters never leave the public origin', () => {
  for (const value of HOSTILE) {
    it(`verify-email with callbackURL ${JSON.stringify(value)}`, async () => {
      const answer = await fetch(
        `${server.url}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(value)}`,
        { redirect: 'manual' },
      );
      expect(answer.status).toBeLessThan(500);
      expect(leavesSite(answer.headers.get('location'))).toBe(false);
    });
  }

  it('keeps mailed links on this site whatever redirectTo the body names', async () => {
    const email = uniqueEmail('redirect');
    await verifiedAccount(server.url, email);
    for (const value of HOSTILE) {
      await new Session(server.url).post('/api/auth/request-password-reset', {
        email,
        redirectTo: value,
      });
      const mail = await latestMail(server.url, email, /reset/i);
      const link = new URL(mail!.links[0]!);
      const callback = link.searchParams.get('callbackURL') ?? '/';
      expect(leavesSite(callback)).toBe(false);
      const followed = await fetch(link, { redirect: 'manual' });
      expect(leavesSite(followed.headers.get('location'))).toBe(false);
    }
  });
});
