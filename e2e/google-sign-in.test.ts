import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { startFakeGoogle, type FakeGoogle } from '../apps/server/test/support/oidc';

import { launchBrowser, type E2eBrowser } from './support/browser';
import { expectVisible } from './support/expect-visible';
import { readOutbox } from './support/outbox';
import { startServerProcess, type ServerProcess } from './support/server-process';

// A server of its own, with Google sign-in pointed at a local stand-in for Google.
let google: FakeGoogle;
let server: ServerProcess;
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await startServerProcess(inject('serverMain'), {
    AUTH_RATE_LIMIT: 'off',
    GOOGLE_CLIENT_ID: 'unclewatch-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: google.issuer,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await google?.close();
});
afterEach(() => context?.close());

async function continueWithGoogle() {
  context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  return page;
}

const TOAST = 'Verification email sent to your Google account.';

describe('Continue with Google', () => {
  it('mails an address Google has not verified and says so', async () => {
    google.emailVerified = false;
    google.user = {
      sub: 'google-unverified',
      email: 'unverified@example.com',
      name: 'Un Verified',
    };
    const page = await continueWithGoogle();
    await expectVisible(page.getByText(TOAST));
    expect(new URL(page.url()).pathname).toBe('/login');
    const mails = (await readOutbox(server.url)).filter((m) => m.to === 'unverified@example.com');
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.links[0]).toContain('/api/auth/verify-email');
  });

  it('takes a verified Google account straight home, without that toast', async () => {
    google.emailVerified = true;
    google.user = { sub: 'google-verified', email: 'verified@example.com', name: 'Ve Rified' };
    const page = await continueWithGoogle();
    await page.waitForURL(`${server.url}/`);
    await expectVisible(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Profile/ }),
    );
    expect(await page.getByText(TOAST).count()).toBe(0);
  });
});
