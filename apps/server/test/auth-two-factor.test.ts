import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, latestMail, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';
import { totpFromUri } from './support/totp';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('TOTP two-factor authentication', () => {
  it('is enabled with a code, then asked for at sign-in, and can be turned off', async () => {
    const email = uniqueEmail('2fa');
    const session = new Session(server.url);
    await session.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 't' });
    await session.fetch((await latestMail(server.url, email, /verify/i))!.links[0]!);
    await session.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });

    const wrongPassword = await session.post('/api/auth/two-factor/enable', { password: 'nope' });
    expect(wrongPassword.status).toBe(400);
    const enable = await session.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/UncleWatch/);
    expect(backupCodes.length).toBeGreaterThan(0);
    expect(await session.me()).toMatchObject({ twoFactorEnabled: false });
    // The previous step's code (still accepted): a code works once, and sign-in needs one below.
    const confirm = await session.post('/api/auth/two-factor/verify-totp', {
      code: totpFromUri(totpURI, Date.now() - 30_000),
    });
    expect(confirm.status).toBe(200);
    expect(await session.me()).toMatchObject({ twoFactorEnabled: true });

    // Sign-in now stops before a session and wants a code.
    const next = new Session(server.url);
    const first = await next.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await next.me()).toBeNull();
    const bad = await next.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const good = await next.post('/api/auth/two-factor/verify-totp', {
      code: totpFromUri(totpURI),
    });
    expect(good.status).toBe(200);
    expect(await next.me()).toMatchObject({ email });

    // A backup code also works, once.
    const viaBackup = new Session(server.url);
    await viaBackup.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const backup = await viaBackup.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(backup.status).toBe(200);
    expect(await viaBackup.me()).toMatchObject({ email });

    const disable = await next.post('/api/auth/two-factor/disable', { password: GOOD_PASSWORD });
    expect(disable.status).toBe(200);
    const plain = new Session(server.url);
    const again = await plain.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(await again.json()).not.toMatchObject({ twoFactorRedirect: true });
    expect(await plain.me()).toMatchObject({ twoFactorEnabled: false });
  });
});
