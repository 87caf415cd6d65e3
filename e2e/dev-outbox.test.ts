import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('the development outbox page', () => {
  it('keeps a mail with a long link inside its card at 375 px', async () => {
    const { email } = await createVerifiedAccount(baseUrl);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dev/outbox`);
    await expectVisible(page.getByText(`To ${email}`, { exact: false }).first());
    // No mail text reaches past its card (a verification link has no spaces to break at).
    const overflowing = await page
      .locator('pre')
      .evaluateAll((blocks) => blocks.filter((b) => b.scrollWidth > b.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await context.close();
  });
});
