import type { PagedTitles } from '@unclewatch/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { renderInBrowser } from './support/browser-render';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const isTrending = (url: string) => new URL(url).pathname === '/api/tmdb/trending';
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

async function waitForCards(page: Page, atLeast = 1) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[role=tabpanel] article').length >= n,
    atLeast,
  );
}

describe('/trending', () => {
  it('has three tabs, loads today first and adds a page with Load More', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's own requests are what these tests follow (its server render: server-render.test.ts).
    await renderInBrowser(page);
    const requests: Record<string, string>[] = [];
    page.on('request', (r) => isTrending(r.url()) && requests.push(paramsOf(r.url())));
    await page.goto(`${baseUrl}/trending`);
    const tablist = page.getByRole('tablist');
    await expectVisible(tablist.getByRole('tab').first());
    const names = await tablist.getByRole('tab').allTextContents();
    expect(names).toEqual(['Trending Today', 'Trending This Week', 'Trending This Month']);
    expect(
      await page.getByRole('tab', { name: 'Trending Today' }).getAttribute('aria-selected'),
    ).toBe('true');
    await waitForCards(page, 10);
    const first = await cards(page).count();
    expect(first).toBeGreaterThanOrEqual(10);
    expect(first).toBeLessThanOrEqual(20);
    expect(requests[0]).toEqual({ time: 'day', page: '1' });

    await page.getByRole('button', { name: 'Load More' }).click();
    await waitForCards(page, first + 1);
    expect(requests.at(-1)).toEqual({ time: 'day', page: '2' });
    expect(await cards(page).count()).toBeGreaterThan(first);
    await context.close();
  });

  it('switching tab starts again at page 1 with a fresh list', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's own requests are what these tests follow (its server render: server-render.test.ts).
    await renderInBrowser(page);
    const requests: Record<string, string>[] = [];
    page.on('request', (r) => isTrending(r.url()) && requests.push(paramsOf(r.url())));
    await page.goto(`${baseUrl}/trending`);
    await waitForCards(page, 10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await waitForCards(page, 21);

    const [weekResponse] = await Promise.all([
      page.waitForResponse((r) => isTrending(r.url()) && paramsOf(r.url()).time === 'week'),
      page.getByRole('tab', { name: 'Trending This Week' }).click(),
    ]);
    expect(paramsOf(weekResponse.url())).toEqual({ time: 'week', page: '1' });
    const week = (await weekResponse.json()) as PagedTitles;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role=tabpanel] article').length === n,
      week.results.filter((t) => t.poster_path && !t.adult).length,
    );
    const firstTitle = week.results[0]!.title ?? week.results[0]!.name!;
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(firstTitle);
    expect(
      await page.getByRole('tab', { name: 'Trending This Week' }).getAttribute('aria-selected'),
    ).toBe('true');

    // Keyboard: arrows move between tabs and select them.
    await page.getByRole('tab', { name: 'Trending This Week' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/time=month/);
    // The URL changes first; React renders the selected tab right after.
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'Trending This Month' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await waitForCards(page, 10);
    expect(requests.at(-1)).toEqual({ time: 'month', page: '1' });
    await context.close();
  });

  it('shows the end message when the last page had fewer than 10 items', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's own requests are what these tests follow (its server render: server-render.test.ts).
    await renderInBrowser(page);
    await page.route('**/api/tmdb/trending**', async (route) => {
      const body = (await (await route.fetch()).json()) as PagedTitles;
      await route.fulfill({ json: { ...body, results: body.results.slice(0, 6) } });
    });
    await page.goto(`${baseUrl}/trending`);
    await expectVisible(page.getByText("You've reached the end."));
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await context.close();
  });

  it('shows an empty state instead of a blank page when loading fails', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's own requests are what these tests follow (its server render: server-render.test.ts).
    await renderInBrowser(page);
    await page.route('**/api/tmdb/trending**', (route) =>
      route.fulfill({ status: 404, json: { error: 'gone' } }),
    );
    await page.goto(`${baseUrl}/trending`);
    await expectVisible(page.getByText('No results found.'));
    await expectVisible(page.getByRole('tablist'));
    await context.close();
  });
});
