import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, latestMail, outbox, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('password reset by email', () => {
  it('mails a link that opens /reset-password and sets a new password', async () => {
    const email = uniqueEmail('reset');
    const session = new Session(server.url);
    await session.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'r' });
    await session.fetch((await latestMail(server.url, email, /verify/i))!.links[0]!);

    const asked = await session.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const mail = await latestMail(server.url, email, /reset/i);
    expect(mail?.subject).toBe('Reset your UncleWatch password');
    const opened = await session.fetch(mail!.links[0]!);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'Sequel#2025';
    const reset = await session.post('/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);
    const reused = await session.post('/api/auth/reset-password', { newPassword, token });
    expect(reused.status).toBe(400);

    const old = await new Session(server.url).post('/api/auth/sign-in/email', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await new Session(server.url).post('/api/auth/sign-in/email', {
      email,
      password: newPassword,
    });
    expect(fresh.status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await outbox(server.url)).length;
    const known = uniqueEmail('known');
    await new Session(server.url).post('/api/auth/sign-up/email', {
      email: known,
      password: GOOD_PASSWORD,
      name: 'k',
    });
    const ask = (email: string) =>
      fetch(`${server.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, redirectTo: '/reset-password' }),
      });
    const forKnown = await ask(known);
    const forUnknown = await ask('ghost@example.com');
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
    expect((await outbox(server.url)).some((m) => m.to === 'ghost@example.com')).toBe(false);
    expect((await outbox(server.url)).length).toBe(before + 2);
  });
});
