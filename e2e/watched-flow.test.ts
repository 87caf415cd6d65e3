import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { overlappingLetterboxdZip } from '../apps/server/test/support/letterboxd-export';
import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { readDownload } from './support/download';
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

/** A new account, signed in. UTC, so the browser's "today" is in the server's current month. */
async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true, timezoneId: 'UTC' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

const letterboxdZip = () => Buffer.from(overlappingLetterboxdZip());

const WATCHED = ['The Matrix', 'Fight Club', 'Forrest Gump', 'Pulp Fiction'];

/** The text of a stats tile ('Viewings', 'Titles') once it shows `value`. */
async function expectTile(stats: Locator, label: string, value: string) {
  await expect
    .poll(() => stats.locator('dl > div').filter({ hasText: label }).locator('dd').textContent())
    .toBe(value);
}

/** The per-month chart's text equivalent: the count in the row of `month`. */
const monthCount = (stats: Locator, month: string) =>
  stats
    .getByRole('table', { name: 'Viewings per month' })
    .getByRole('row')
    .filter({ has: stats.page().getByRole('rowheader', { name: month, exact: true }) })
    .getByRole('cell')
    .textContent();

describe('watched history: import, mark, stats, round trip', () => {
  it('imports a Letterboxd ZIP into the diary, logs a viewing, counts it, and re-imports nothing', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/profile`);
    const stats = page.getByRole('region', { name: 'Stats' });
    await expectVisible(stats.getByText(/Nothing to count yet/));

    // Import the ZIP through the page.
    const file = page.getByLabel(/Import a Letterboxd, IMDb, Trakt or TV Time export/);
    await file.setInputFiles({
      name: 'letterboxd.zip',
      mimeType: 'application/zip',
      buffer: letterboxdZip(),
    });
    // Each title once, however many files name it.
    await expectVisible(page.getByText('5 matched, 0 ambiguous, 0 not found'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(
      page.getByText(
        'Done: 1 title added to your watchlist, 3 ratings saved, 5 viewings logged in your diary, 0 titles already up to date.',
      ),
    );

    // Watched films are in the diary (the rewatch too), not on the watchlist.
    const diary = page.getByRole('list', { name: 'Diary' });
    for (const title of WATCHED) await expectVisible(diary.getByText(title, { exact: true }));
    await expect.poll(() => diary.getByText('The Matrix', { exact: true }).count()).toBe(2);
    await expectVisible(diary.getByText('Rewatch'));
    const watchlist = page.getByRole('list', { name: 'Watchlist' });
    await expectVisible(watchlist.getByText('Inception', { exact: true }));
    await expect.poll(() => watchlist.getByRole('listitem').count()).toBe(1);

    // All time (the default) counts the import: 5 viewings of 4 titles, 3 ratings, per year.
    await expectTile(stats, 'Viewings', '5');
    await expectTile(stats, 'Titles', '4');
    await expectVisible(stats.getByText('Time watched', { exact: true }));
    await expectVisible(stats.getByRole('table', { name: 'Viewings per year' }));
    await expectVisible(stats.getByText('3 rated titles, on average 7.7/10.'));
    const thisMonth = new Date().toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });

    // The last 12 months hold none of it: every tile says 0, as the chart does.
    const period = stats.getByLabel('Period');
    expect(await period.locator('option').allTextContents()).toEqual([
      'All time',
      'Last 12 months',
      '2024',
    ]);
    await period.selectOption('last-12-months');
    await expect.poll(() => monthCount(stats, thisMonth)).toBe('0');
    await expectTile(stats, 'Viewings', '0');
    await expectTile(stats, 'Titles', '0');
    await expectTile(stats, 'Hours watched', '0');
    await expectTile(stats, 'Time watched', '0 hours');

    // Any year with viewings can be charted: 2024, January to December, its viewings only.
    await period.selectOption('2024');
    const year = stats.getByRole('table', { name: 'Viewings per month in 2024' });
    const inMonth = (month: string) =>
      year
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: month, exact: true }) })
        .getByRole('cell')
        .textContent();
    await expect.poll(() => inMonth('February 2024')).toBe('2');
    expect(await inMonth('May 2024')).toBe('1');
    expect(await inMonth('December 2024')).toBe('0');
    await expectTile(stats, 'Viewings in 2024', '5');
    await expectVisible(stats.getByText('5 viewings in 2024; most in February 2024 (2).'));
    await period.selectOption('all');
    await expectVisible(stats.getByRole('table', { name: 'Viewings per year' }));

    // Mark the watchlisted film watched from its page and take it off the watchlist.
    await page.goto(`${baseUrl}/movie/27205`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Inception' }));
    await expectVisible(page.getByRole('button', { name: 'In Watchlist' }));
    await page.getByRole('button', { name: 'Mark as watched', exact: true }).click();
    await expectVisible(page.getByText(/^Watched once, last on /));
    const offer = page.getByRole('group', { name: 'Remove from watchlist?' });
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/watchlist/movie/27205') && r.request().method() === 'DELETE',
    );
    await offer.getByRole('button', { name: 'Remove from watchlist' }).click();
    expect((await removed).ok()).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Add to Watchlist', exact: true }));

    // The stats show it: all time's tiles, then this month's bar and the last 12 months' tiles.
    await page.goto(`${baseUrl}/profile`);
    await expectTile(stats, 'Viewings', '6');
    await expectTile(stats, 'Titles', '5');
    await period.selectOption('last-12-months');
    await expect.poll(() => monthCount(stats, thisMonth)).toBe('1');
    await expectVisible(stats.getByText(`1 viewing from`));
    await expectTile(stats, 'Viewings', '1');
    await expectTile(stats, 'Titles', '1');
    const directors = stats.getByRole('list', { name: 'Most-watched directors' });
    await expectVisible(directors.getByRole('listitem').filter({ hasText: 'Christopher Nolan' }));
    await expectVisible(diary.getByText('Inception', { exact: true }));
    await expectVisible(page.getByText('No movies in your watchlist.'));

    // Export JSON, import it again: nothing changes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON' }).click(),
    ]);
    const exported = await readDownload(download);
    expect((JSON.parse(exported) as { watched: unknown[] }).watched).toHaveLength(6);
    await file.setInputFiles({
      name: 'unclewatch.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expectVisible(page.getByText('5 matched, 0 ambiguous, 0 not found'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(
      page.getByText(
        'Done: 0 titles added to your watchlist, 0 ratings saved, 0 viewings logged in your diary, 5 titles already up to date.',
      ),
    );
    await period.selectOption('all');
    await expectTile(stats, 'Viewings', '6');
    await expect.poll(() => diary.getByRole('listitem').count()).toBe(6);
    // A long flow (two imports, a stats pass over the catalogue): room for a busy machine.
  }, 150_000);
});
