import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
// A LAN address of this machine, as a phone on the same Wi-Fi would open it. The browser's
// requests to it are answered by the test server (which runs without PUBLIC_URL).
const lanOrigin = `http://192.168.77.7:${new URL(baseUrl).port}`;
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

async function contextAtLanAddress(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(`${lanOrigin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(lanOrigin, baseUrl) });
    await route.fulfill({ response });
  });
  return context;
}

const note = 'Sign-in address';

describe('sign-in from an address the server does not accept', () => {
  it('explains on /login and /signup that PUBLIC_URL must name this address', async () => {
    const context = await contextAtLanAddress();
    const page = await context.newPage();
    for (const path of ['/login', '/signup']) {
      await page.goto(`${lanOrigin}${path}`);
      const box = page.getByRole('note', { name: note });
      await expectVisible(box);
      const text = await box.textContent();
      expect(text).toContain(
        `Signing in from this address (${lanOrigin}) will fail with “Invalid origin”`,
      );
      expect(text).toContain('without PUBLIC_URL this server accepts sign-ins only at localhost');
      expect(text).toContain(`PUBLIC_URL=${lanOrigin}`);
    }
    // A request still in flight (the favicon) must not fail after the context is gone.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('says nothing at a loopback address, where sign-in works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/login', '/signup']) {
      // The page carries the site's settings (its public origin) inline: known at first render.
      await page.goto(`${baseUrl}${path}`);
      await expectVisible(page.getByRole('button', { name: 'Continue with Google' }));
      expect(await page.getByRole('note', { name: note }).count()).toBe(0);
    }
    await context.close();
  });
});
