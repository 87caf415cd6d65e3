import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runAdminCommand } from '../src/cli/admin';

import { GOOD_PASSWORD, latestMail, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const ADMIN = 'boss@example.com';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { ADMIN_EMAILS: ` Someone@Example.com , ${ADMIN.toUpperCase()}` },
    {
      beforeListen(app, ctx) {
        // A test-only route behind the real guards.
        app.get('/api/test/admin-only', { preHandler: ctx.auth.requireAdmin }, async (request) => ({
          email: request.sessionUser?.email,
        }));
        app.get('/api/test/user-only', { preHandler: ctx.auth.requireUser }, async (request) => ({
          email: request.sessionUser?.email,
        }));
      },
    },
  );
});
afterAll(() => server.close());

/** Signs up, follows the emailed link and signs in; returns the signed-in session. */
async function verifiedAccount(email: string) {
  const session = new Session(server.url);
  await session.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'x' });
  const mail = await latestMail(server.url, email, /verify/i);
  await session.fetch(mail!.links[0]!);
  const answer = await session.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
  expect(answer.status).toBe(200);
  return { session, token: answer.headers.get('set-auth-token') };
}

const cliEnv = () => ({
  DATA_DIR: server.ctx.config.dataDir,
  ...(server.ctx.config.databaseUrl ? { DATABASE_URL: server.ctx.config.databaseUrl } : {}),
  ADMIN_EMAILS: server.ctx.config.auth.adminEmails.join(','),
});

describe('admin role', () => {
  it('ADMIN_EMAILS makes an account admin (case-insensitively)', async () => {
    const { session } = await verifiedAccount(ADMIN);
    expect(await session.me()).toMatchObject({ email: ADMIN, role: 'admin', isAdmin: true });
  });

  it('requireAdmin answers 401 without a session, 403 to users, 200 to admins', async () => {
    const anonymous = await fetch(`${server.url}/api/test/admin-only`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in required' });

    const { session: user } = await verifiedAccount(uniqueEmail());
    const forbidden = await user.fetch('/api/test/admin-only');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Admins only' });
    expect((await user.fetch('/api/test/user-only')).status).toBe(200);

    const admin = new Session(server.url);
    await admin.post('/api/auth/sign-in/email', { email: ADMIN, password: GOOD_PASSWORD });
    const allowed = await admin.fetch('/api/test/admin-only');
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ email: ADMIN });
  });

  it('accepts a bearer token instead of the cookie, and rejects a bad one', async () => {
    const email = uniqueEmail();
    const { token } = await verifiedAccount(email);
    expect(token).toBeTruthy();
    const ok = await fetch(`${server.url}/api/test/user-only`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ email });
    const bad = await fetch(`${server.url}/api/test/user-only`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.status).toBe(401);
  });

  it('npm run admin grants and revokes, and fails for an unknown email', async () => {
    const email = uniqueEmail('promoted');
    const { session } = await verifiedAccount(email);
    expect(await runAdminCommand(['grant', email], cliEnv())).toEqual({
      code: 0,
      message: `${email} is now an admin.`,
    });
    expect(await session.me()).toMatchObject({ isAdmin: true, role: 'admin' });
    expect((await session.fetch('/api/test/admin-only')).status).toBe(200);
    expect((await runAdminCommand(['grant', email], cliEnv())).message).toMatch(/already/);

    expect((await runAdminCommand(['revoke', email], cliEnv())).code).toBe(0);
    expect(await session.me()).toMatchObject({ isAdmin: false, role: 'user' });
    expect((await session.fetch('/api/test/admin-only')).status).toBe(403);

    const unknown = await runAdminCommand(['grant', 'nobody@example.com'], cliEnv());
    expect(unknown.code).toBe(1);
    expect(unknown.message).toMatch(/No account with the email nobody@example.com/);
    expect((await runAdminCommand(['promote', email], cliEnv())).code).toBe(2);
    expect((await runAdminCommand(['grant', 'not-an-email'], cliEnv())).code).toBe(2);
  });
});
