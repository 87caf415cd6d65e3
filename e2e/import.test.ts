import { strToU8, zipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

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

async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

const letterboxdZip = () =>
  Buffer.from(
    zipSync({
      'watchlist.csv': strToU8(
        'Date,Name,Year,Letterboxd URI\n2024-01-01,Inception,2010,https://boxd.it/1\n2024-01-02,Soldier,1998,https://boxd.it/2\n',
      ),
      'ratings.csv': strToU8(
        'Date,Name,Year,Letterboxd URI,Rating\n2024-04-01,The Matrix,1999,https://boxd.it/3,4\n2024-04-01,No Such Film Qqq,1990,https://boxd.it/4,3\n',
      ),
    }),
  );

describe('import and export on /profile', () => {
  it('imports a Letterboxd zip, resolves an ambiguous title, exports and re-imports', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/profile`);
    const file = page.getByLabel(/Import a Letterboxd, IMDb, Trakt or TV Time export/);
    await file.setInputFiles({
      name: 'letterboxd.zip',
      mimeType: 'application/zip',
      buffer: letterboxdZip(),
    });
    await expectVisible(page.getByText('2 matched, 1 ambiguous, 1 not found'));
    // The picker keeps naming the file it read, not "No file chosen" (issue #45).
    expect(await file.inputValue()).toMatch(/letterboxd\.zip$/);
    await page.getByLabel('Soldier (1998)').selectOption('movie:9425');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(page.getByText('Imported 3 of 3'));
    // Watchlist rows go to the watchlist; the rated film is watched, so it goes to the diary.
    await expectVisible(
      page.getByText(
        'Done: 2 titles added to your watchlist, 1 rating saved, 1 viewing logged in your diary, 0 titles already up to date.',
      ),
    );
    await expectVisible(page.getByRole('list', { name: 'Diary' }).getByText('The Matrix'));
    await expect
      .poll(() => page.getByRole('list', { name: 'Watchlist' }).getByText('The Matrix').count())
      .toBe(0);

    const rated = page.getByRole('list', { name: 'Rated' });
    await expectVisible(rated.getByText('The Matrix'));
    await expectVisible(rated.getByText('Your rating: 8/10'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unclewatch-.+\.json$/);
    const exported = await readDownload(download);
    const data = JSON.parse(exported) as { watchlist: unknown[]; ratings: unknown[] };
    expect(data.watchlist).toHaveLength(2);
    expect(data.ratings).toHaveLength(1);

    await file.setInputFiles({
      name: 'unclewatch.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expectVisible(page.getByText('3 matched, 0 ambiguous, 0 not found'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(
      page.getByText(
        'Done: 0 titles added to your watchlist, 0 ratings saved, 0 viewings logged in your diary, 3 titles already up to date.',
      ),
    );
  });
});
