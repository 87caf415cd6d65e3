import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { displayTitle, loadSnapshotCatalog } from '../apps/server/src/snapshot/index';
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

/** A Letterboxd diary.csv of `count` well-known films, one viewing each on its own day. */
function diaryCsv(count: number): { csv: string; titles: string[] } {
  const films = loadSnapshotCatalog()
    .listable('movie')
    .filter((t) => t.imdb_id && t.release_date)
    .sort((a, b) => b.vote_count - a.vote_count)
    .slice(0, count);
  const rows = films.map((film, i) => {
    const day = new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
    const name = displayTitle(film).replaceAll('"', '""');
    return `${day},"${name}",${film.release_date!.slice(0, 4)},https://boxd.it/x${i},4,,,${day}`;
  });
  return {
    csv: ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date', ...rows].join('\n'),
    titles: films.map(displayTitle),
  };
}

async function importDiary(page: Page, csv: string) {
  const input = page.getByLabel(/Import a Letterboxd, IMDb, Trakt or TV Time export/);
  await input.setInputFiles({ name: 'diary.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // The chooser keeps naming the file it read (issue #45); it is emptied when the picker opens,
  // so picking the same file again is still a change.
  await expectVisible(page.getByText(/\d+ matched, \d+ ambiguous/));
  expect(await input.inputValue()).toMatch(/diary\.csv$/);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expectVisible(page.getByText(/^Done: /), 30_000);
}

describe('/profile with a long history', () => {
  it('pages the diary, filters it by title, and keeps titles readable at 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
    await page.goto(`${baseUrl}/profile`);
    const { csv, titles } = diaryCsv(60);
    await importDiary(page, csv);

    const section = page.getByRole('region', { name: 'Diary' });
    const diary = section.getByRole('list', { name: 'Diary' });
    await expect.poll(() => diary.getByRole('listitem').count()).toBe(20);
    await expectVisible(section.getByText('Showing 20 of 60.'));
    await section.getByRole('button', { name: 'Show 20 more' }).click();
    await expect.poll(() => diary.getByRole('listitem').count()).toBe(40);

    // Every shown title is readable: its link is at least half the row's width.
    const widths = await diary
      .getByRole('listitem')
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelector('a')!.getBoundingClientRect().width / row.clientWidth),
      );
    expect(Math.min(...widths)).toBeGreaterThan(0.45);

    // Filter by a word of one title: that film's row is found among all 60.
    const wanted = titles[45]!;
    await section.getByRole('searchbox', { name: 'Filter diary by title' }).fill(wanted);
    await expectVisible(diary.getByRole('link', { name: wanted, exact: true }));
    expect(await diary.getByRole('listitem').count()).toBeLessThanOrEqual(3);

    // The page stays short: 20 rows per list, not hundreds.
    await page.reload();
    await expect.poll(() => diary.getByRole('listitem').count()).toBe(20);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(12_000);
    await context.close();
  });
});
