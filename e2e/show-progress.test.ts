import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

/**
 * A show's page knows your progress (issue #45): "n / aired · Next: SxxEyy" with Mark next, and
 * "Up to here" on a season asks for the dates (decision 082) before marking.
 */
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

const CHERNOBYL = 87108;

async function newPage(width: number, colorScheme: 'light' | 'dark', signedIn: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
  contexts.push(context);
  const page = await context.newPage();
  if (signedIn) await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

const progressLine = (page: Page) => page.getByTestId('show-progress');

async function fitsAndPassesAxe(page: Page, width: number) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe("a show's page and your progress", () => {
  for (const [width, colorScheme] of [
    [375, 'light'],
    [1280, 'dark'],
    [375, 'dark'],
    [1280, 'light'],
  ] as const) {
    it(`shows the progress, marks the next episode, and asks before "Up to here" (${width} px, ${colorScheme})`, async () => {
      const page = await newPage(width, colorScheme, true);
      await page.goto(`${baseUrl}/tv/${CHERNOBYL}`);
      await expectVisible(progressLine(page));
      expect(await progressLine(page).innerText()).toContain('0 / 5 · Next: S01E01');
      await fitsAndPassesAxe(page, width);

      await page.getByRole('button', { name: /^Mark next: S01E01/ }).click();
      await expectVisible(progressLine(page).getByText('1 / 5 · Next: S01E02'));
      await page.getByRole('button', { name: /^Mark next: S01E02/ }).click();
      await expectVisible(progressLine(page).getByText('2 / 5 · Next: S01E03'));

      // Up next counts the same.
      await page.goto(`${baseUrl}/progress`);
      await expectVisible(page.getByRole('link', { name: 'Chernobyl' }));
      await expectVisible(page.getByText('2 / 5').first());

      // "Up to here" asks for the dates instead of marking at once.
      await page.goto(`${baseUrl}/tv/${CHERNOBYL}/season/1`);
      await page.getByRole('button', { name: /^Mark everything up to here: 4\./ }).click();
      const dialog = page.getByRole('dialog', { name: /Mark everything up to S01E04/ });
      await expectVisible(dialog);
      await expectVisible(dialog.getByRole('radio', { name: 'Each on its air date' }));
      await fitsAndPassesAxe(page, width);
      await dialog.getByRole('radio', { name: 'Date unknown' }).check();
      await dialog.getByRole('button', { name: 'Mark watched' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectVisible(page.getByText('· 4 watched'));

      await page.goto(`${baseUrl}/tv/${CHERNOBYL}`);
      await expectVisible(progressLine(page).getByText('4 / 5 · Next: S01E05'));

      // The diary says the date is unknown for those marked so.
      await page.goto(`${baseUrl}/profile`);
      await expectVisible(page.getByText('Date unknown').first());
      expect(await page.getByText('Date unknown').count()).toBe(2);
    });
  }

  it('shows no progress to a visitor', async () => {
    const page = await newPage(375, 'light', false);
    await page.goto(`${baseUrl}/tv/${CHERNOBYL}`);
    await expectVisible(page.getByRole('heading', { name: 'Chernobyl', level: 1 }));
    expect(await progressLine(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Mark next/ }).count()).toBe(0);
  });
});
