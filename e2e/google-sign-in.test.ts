import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { startFakeGoogle, type FakeGoogle } from '../apps/server/test/support/oidc';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
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
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await google?.close();
});
afterEach(() => context?.close());

async function continueWithGoogle() {
  context = await browser.newContext();
  // Every toast the page shows, kept as it appears: a toast lives 3 s, and a test process
  // starved by a busy machine can miss the whole of it when it only looks from time to time.
  await context.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"], [role="alert"]').forEach((toast) => {
        const text = toast.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  return page;
}

const TOAST = 'Verification email sent to your Google account.';

/** The toasts the page has shown so far (some may be gone again); none while it navigates. */
const toastsShown = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? [])
    .catch(() => [] as string[]);

/** Waits (up to 15 s) until the page has shown a toast with `text`. */
async function expectToastShown(page: Page, text: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await toastsShown(page);
    if (shown.some((toast) => toast.includes(text))) return;
    if (Date.now() > deadline) expect(shown, 'the toasts the page showed').toContain(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Continue with Google', () => {
  it('mails an address Google has not verified and says so', async () => {
    google.emailVerified = false;
    google.user = {
      sub: 'google-unverified',
      email: 'unverified@example.com',
      name: 'Un Verified',
    };
    const page = await continueWithGoogle();
    await expectToastShown(page, TOAST);
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
    expect(
      await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts),
    ).not.toContainEqual(expect.stringContaining(TOAST));
  });
});
