import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, latestMail, outbox, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(email: string, password = GOOD_PASSWORD) {
  const session = new Session(server.url);
  const response = await session.post('/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
    callbackURL: '/login?verified=1',
  });
  return { session, response };
}

describe('email and password sign-up', () => {
  it('sends a verification mail; the link verifies and signs in', async () => {
    const email = uniqueEmail();
    const { session, response } = await signUp(email);
    expect(response.status).toBe(200);
    expect(await session.me()).toBeNull();

    const mail = await latestMail(server.url, email, /verify/i);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Verify your email for UncleWatch');
    expect(mail!.text).toContain('UncleWatch');
    const link = mail!.links[0]!;
    expect(link).toContain('/api/auth/verify-email?token=');
    expect(link.startsWith(server.url)).toBe(true);

    // Opened in the browser that signed up (it holds the proof it chose the password).
    const landing = await session.fetch(link);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/login?verified=1');
    expect(await session.me()).toBeNull();

    const signIn = new Session(server.url);
    const answer = await signIn.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(await signIn.me()).toMatchObject({
      email,
      emailVerified: true,
      role: 'user',
      isAdmin: false,
    });

    const out = await signIn.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(await signIn.me()).toBeNull();
  });

  it('refuses sign-in before verification with 403 and mails a fresh link', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const before = (await outbox(server.url)).filter((m) => m.to === email).length;
    const session = new Session(server.url);
    const answer = await session.post('/api/auth/sign-in/email', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { code: string; error: string };
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.error).toBeTruthy();
    const after = (await outbox(server.url)).filter((m) => m.to === email).length;
    expect(after).toBe(before + 1);
    // A second attempt within 60 s sends nothing more.
    await session.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect((await outbox(server.url)).filter((m) => m.to === email).length).toBe(after);
  });
});
