import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, latestMail, Session } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const ATTACKER_PASSWORD = 'Attacker#2024';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'owner@example.com' });
});
afterAll(() => server.close());

describe('claiming an account before its owner signs up', () => {
  it('leaves the attacker’s password useless and gives admin only after verification', async () => {
    const attacker = new Session(server.url);
    const email = 'owner@example.com';
    // 1. The attacker registers the admin's address first.
    expect(
      (
        await attacker.post('/api/auth/sign-up/email', {
          email,
          password: ATTACKER_PASSWORD,
          name: 'x',
        })
      ).status,
    ).toBe(200);
    const pending = await server.ctx.database.db
      .selectFrom('user' as never)
      .select(['role' as never])
      .where('email' as never, '=', email as never)
      .executeTakeFirst();
    expect((pending as { role?: string } | undefined)?.role).not.toBe('admin');

    // 2. The owner signs up with their own password, then asks for the link again and follows it.
    const owner = new Session(server.url);
    expect(
      (await owner.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'o' }))
        .status,
    ).toBe(200);
    await owner.post('/api/auth/send-verification-email', { email });
    const mail = await latestMail(server.url, email, /verify/i);
    await owner.fetch(mail!.links[0]!);

    // 3. The attacker's password opens nothing; the owner's does, as admin.
    const stolen = await new Session(server.url).post('/api/auth/sign-in/email', {
      email,
      password: ATTACKER_PASSWORD,
    });
    expect(stolen.status).toBe(401);
    const signIn = await owner.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    // The first registrant's display name went with their password.
    expect(await owner.me()).toMatchObject({ email, role: 'admin', name: 'o' });
  });
});

describe('a verification mail the owner did not ask for', () => {
  async function attackerSignsUp(email: string) {
    const attacker = new Session(server.url);
    const answer = await attacker.post('/api/auth/sign-up/email', {
      email,
      password: ATTACKER_PASSWORD,
      name: 'Not the owner',
      callbackURL: '/login?verified=1',
    });
    expect(answer.status).toBe(200);
    return attacker;
  }

  it('verifies the address but never activates the password of whoever signed up', async () => {
    const email = 'owner@example.com'.replace('owner', `owner-${Date.now()}`);
    const attacker = await attackerSignsUp(email);
    // The owner gets "confirm this email" and clicks it, in their own browser.
    const owner = new Session(server.url);
    const mail = await latestMail(server.url, email, /verify/i);
    const clicked = await owner.fetch(mail!.links[0]!);
    expect(clicked.status).toBe(302);
    const landing = new URL(clicked.headers.get('location')!, server.url);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('verified')).toBe('1');

    // The attacker's password opens nothing, from their browser or any other.
    for (const session of [attacker, new Session(server.url)]) {
      const stolen = await session.post('/api/auth/sign-in/email', {
        email,
        password: ATTACKER_PASSWORD,
      });
      expect(stolen.status).toBe(401);
    }

    // The owner chooses a password on the page the link led to, and signs in with it.
    const chosen = await owner.post('/api/auth/reset-password', {
      token: landing.searchParams.get('token'),
      newPassword: GOOD_PASSWORD,
    });
    expect(chosen.status).toBe(200);
    const signIn = await owner.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await owner.me()).toMatchObject({ email, name: email.split('@')[0] });
  });

  it('gives admin to nobody but the one who chose the password (ADMIN_EMAILS)', async () => {
    const email = 'owner@example.com';
    const fresh = await startTestServer({ ADMIN_EMAILS: email });
    try {
      const attacker = new Session(fresh.url);
      await attacker.post('/api/auth/sign-up/email', {
        email,
        password: ATTACKER_PASSWORD,
        name: 'x',
      });
      const mail = await latestMail(fresh.url, email, /verify/i);
      await new Session(fresh.url).fetch(mail!.links[0]!);
      const stolen = await attacker.post('/api/auth/sign-in/email', {
        email,
        password: ATTACKER_PASSWORD,
      });
      expect(stolen.status).toBe(401);
      expect(await attacker.me()).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('keeps the password when the click comes from the browser that signed up', async () => {
    const email = `self-${Date.now()}@example.com`;
    const self = new Session(server.url);
    await self.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'me' });
    const mail = await latestMail(server.url, email, /verify/i);
    const clicked = await self.fetch(mail!.links[0]!);
    expect(new URL(clicked.headers.get('location') ?? '/', server.url).pathname).not.toBe(
      '/reset-password',
    );
    const signIn = await self.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('a later sign-up by someone else makes the first browser’s proof worthless', async () => {
    const email = `later-${Date.now()}@example.com`;
    const owner = new Session(server.url);
    await owner.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'me' });
    await attackerSignsUp(email);
    // The attacker's sign-up replaced the pending password: the owner's proof is for the old one.
    const mail = await latestMail(server.url, email, /verify/i);
    const clicked = await owner.fetch(mail!.links[0]!);
    expect(new URL(clicked.headers.get('location')!, server.url).pathname).toBe('/reset-password');
    for (const password of [ATTACKER_PASSWORD, GOOD_PASSWORD]) {
      const answer = await new Session(server.url).post('/api/auth/sign-in/email', {
        email,
        password,
      });
      expect(answer.status, password).toBe(401);
    }
  });

  it('a sign-in with the right password on another device proves it too; a wrong one does not', async () => {
    const email = `device-${Date.now()}@example.com`;
    await new Session(server.url).post('/api/auth/sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'me',
    });
    // On another device: the right password, refused until verified, which mails a new link.
    const phone = new Session(server.url);
    const refused = await phone.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(refused.status).toBe(403);
    const mail = await latestMail(server.url, email, /verify/i);
    const clicked = await phone.fetch(mail!.links[0]!);
    expect(new URL(clicked.headers.get('location') ?? '/', server.url).pathname).not.toBe(
      '/reset-password',
    );
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status,
    ).toBe(200);

    // The owner of a stranger's pending sign-up tries a password of theirs first: no proof.
    const target = `guess-${Date.now()}@example.com`;
    await attackerSignsUp(target);
    const owner = new Session(server.url);
    const guess = await owner.post('/api/auth/sign-in/email', {
      email: target,
      password: GOOD_PASSWORD,
    });
    expect(guess.status).toBe(401);
    const link = (await latestMail(server.url, target, /verify/i))!.links[0]!;
    const opened = await owner.fetch(link);
    expect(new URL(opened.headers.get('location')!, server.url).pathname).toBe('/reset-password');
    const stolen = await new Session(server.url).post('/api/auth/sign-in/email', {
      email: target,
      password: ATTACKER_PASSWORD,
    });
    expect(stolen.status).toBe(401);
  });
});
