import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn, uniqueEmail } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

describe('display name on the profile (issue #45)', () => {
  it('sets the name a household sees, at 375 px in dark mode', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail('ana');
    await signIn(page, baseUrl, await createVerifiedAccount(baseUrl, email));
    await page.goto(`${baseUrl}/profile`);

    const field = page.getByLabel('Display name');
    // Until a name is set, the household sees the email's first part.
    await expect.poll(() => field.inputValue()).toBe(email.split('@')[0]);
    expect(await seriousViolations(page, '[aria-labelledby="section-your-name"]')).toEqual([]);
    await field.fill('Ana Lima');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectVisible(page.getByText('Saved: your household now sees you as Ana Lima.'));

    const me = await page.request.get(`${baseUrl}/api/me`);
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Ana Lima');
    await page.reload();
    await expect.poll(() => page.getByLabel('Display name').inputValue()).toBe('Ana Lima');
  });
});
