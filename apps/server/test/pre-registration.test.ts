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
    await new Session(server.url).fetch(mail!.links[0]!);

    // 3. The attacker's password opens nothing; the owner's does, as admin.
    const stolen = await new Session(server.url).post('/api/auth/sign-in/email', {
      email,
      password: ATTACKER_PASSWORD,
    });
    expect(stolen.status).toBe(401);
    const signIn = await owner.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await owner.me()).toMatchObject({ email, role: 'admin' });
  });
});
