import type { WatchedEntry } from '@unclewatch/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The diary as the signed-in page's own session sees it. */
async function diaryOf(page: Page): Promise<WatchedEntry[]> {
  const response = await page.request.get(`${baseUrl}/api/me/diary`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WatchedEntry[];
}

describe("a card's eye button", () => {
  it('says what it logged with Undo, and asks before a second viewing the same day', async () => {
    for (const viewport of [undefined, { width: 375, height: 800 }]) {
      const context = await browser.newContext(viewport ? { viewport } : {});
      const page = await context.newPage();
      await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
      await page.goto(`${baseUrl}/trending`);
      const card = page.getByRole('main').getByRole('article').first();
      await expectVisible(card);
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      const eye = card.getByRole('button', { name: `Mark "${title}" as watched` });

      await eye.click();
      const told = page
        .getByRole('status')
        .filter({ hasText: `Marked "${title}" as watched today.` });
      await expectVisible(told);
      await expect.poll(async () => (await diaryOf(page)).length).toBe(1);
      await told.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await diaryOf(page)).length).toBe(0);
      await expectVisible(page.getByText(`Removed the viewing of "${title}".`));

      // Logged again; a second press the same day asks first, and Cancel logs nothing.
      await eye.click();
      await expect.poll(async () => (await diaryOf(page)).length).toBe(1);
      const again = card.getByRole('button', { name: `Watched — log "${title}" again today` });
      await again.click();
      const ask = page.getByRole('dialog', {
        name: `You already logged "${title}" today. Log another viewing?`,
      });
      await expectVisible(ask);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect((await diaryOf(page)).length).toBe(1);
      await again.click();
      await ask.getByRole('button', { name: 'Log again' }).click();
      await expectVisible(page.getByText(`Logged a rewatch of "${title}" today.`));
      await expect.poll(async () => (await diaryOf(page)).length).toBe(2);
      expect((await diaryOf(page)).filter((e) => e.rewatch)).toHaveLength(1);
      await context.close();
    }
  });
});
