import { strToU8, zipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

// The repair desk of a TV Time import (issue #42, decision 073) on a phone in dark mode:
// reached from the import's summary, a show not found is searched for, mapped and placed.
const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

async function phoneInDarkMode(): Promise<Page> {
  context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

const tvTimeZip = () => {
  const header =
    'episode_id,key,created_at,series_name,s_id,season_number,episode_number,updated_at,uuid';
  const rows = [
    ['Breaking Bad', 81189, 1, 1],
    ['Breaking Bad', 81189, 1, 2],
    ['Breaking Bad', 81189, 0, 1],
    ['X Factor (IT)', 94011, 1, 1],
    ['X Factor (IT)', 94011, 1, 2],
  ].map(([name, sId, season, episode], i) => {
    const at = `2021-03-0${i + 1} 20:00:00`;
    return `${i + 1},watch-episode-${i},${at},${name},${sId},${season},${episode},${at},u${i}`;
  });
  return Buffer.from(
    zipSync({ 'gdpr/tracking-prod-records-v2.csv': strToU8([header, ...rows].join('\n')) }),
  );
};

/** The page is no wider than the phone. */
const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the import repair desk', () => {
  it(
    'shows each show of the file, maps a show not found and places its rows',
    { timeout: 150_000 },
    async () => {
      const page = await phoneInDarkMode();
      await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
      await page.goto(`${baseUrl}/profile`);
      await page
        .getByLabel(/Import a Letterboxd, IMDb, Trakt or TV Time export/)
        .setInputFiles({ name: 'tvtime.zip', mimeType: 'application/zip', buffer: tvTimeZip() });
      await expectVisible(page.getByText('1 matched, 0 ambiguous, 1 not found'));
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expectVisible(page.getByText(/2 placed on an episode, 3 not placed/));
      await page.getByRole('link', { name: 'Open the repair desk' }).click();

      await expectVisible(page.getByRole('heading', { name: 'Import repair desk' }));
      await expectVisible(page.getByText('5 episode rows in the file: 2 placed, 3 not placed.'));
      const xFactor = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'X Factor (IT)' }),
      });
      await expectVisible(xFactor.getByText('Not found'));
      await expectVisible(xFactor.getByText('2 rows not placed: show not found in the catalogue'));
      const breakingBad = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Breaking Bad' }),
      });
      await expectVisible(breakingBad.getByText(/1 row not placed: specials/));
      expect(await fitsThePhone(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await xFactor.getByRole('button', { name: 'Find the show' }).click();
      const search = xFactor.getByLabel('Search the catalogue for “X Factor (IT)”');
      await search.fill('Teen Wolf');
      const hit = xFactor.getByRole('button', { name: 'Map X Factor (IT) to Teen Wolf (2011)' });
      await expectVisible(hit);
      expect(await seriousViolations(page)).toEqual([]);
      await hit.click();
      await expectVisible(
        page.getByText(/X Factor \(IT\): Mapped to Teen Wolf \(2011\): 2 of 2 rows placed/),
      );
      await expectVisible(page.getByText('5 episode rows in the file: 4 placed, 1 not placed.'));

      // Unmapped again: the viewings go, the rows are reported as not placed.
      const mapped = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'X Factor (IT)' }),
      });
      await mapped.getByRole('button', { name: 'Unmap' }).click();
      await expectVisible(page.getByText(/Unmapped: 0 of 2 rows placed; 2 viewings removed/));
      await expectVisible(page.getByText('5 episode rows in the file: 2 placed, 3 not placed.'));
      expect(await fitsThePhone(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // The profile leads here too.
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('link', { name: 'Repair desk' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Import repair desk' }));
    },
  );
});
