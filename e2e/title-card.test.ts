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

/** Opens /trending rendered by the browser, whose list request these tests read and change. */
async function openTrending(page: Page, path = '/trending?time=week') {
  await renderInBrowser(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => isTrending(r.url())),
    page.goto(`${baseUrl}${path}`),
  ]);
  await page.locator('main article').first().waitFor();
  return (await response.json()) as PagedTitles;
}

describe('title card', () => {
  it('links movies to /movie/{id} and shows to /tv/{id}, with at most 2 genre chips', async () => {
    const page = await (await browser.newContext()).newPage();
    const body = await openTrending(page);
    const shown = body.results.filter((t) => t.poster_path && !t.adult);
    expect(new Set(shown.map((t) => t.media_type)).size).toBe(2);
    const cards = page.locator('main article');
    for (const [index, item] of shown.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('link').getAttribute('href')).toBe(
        `/${item.media_type}/${item.id}`,
      );
      expect(await card.getByRole('list', { name: 'Genres' }).locator('li').count()).toBe(
        Math.min(2, item.genre_ids.length),
      );
      const img = card.locator('img');
      expect(await img.getAttribute('src')).toBe(`/img/w300${item.poster_path}`);
    }
    await page.context().close();
  });

  it('keeps a fixed 2:3 poster box and lazy-loads posters below the fold', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await openTrending(page);
    const first = page.locator('main article').first();
    const box = (await first.locator('img').boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(1.5, 1);
    expect(await first.locator('img').getAttribute('width')).toBe('300');
    expect(await first.locator('img').getAttribute('height')).toBe('450');
    const last = page.locator('main article').last().locator('img');
    expect(await last.getAttribute('loading')).toBe('lazy');
    expect(await last.getAttribute('decoding')).toBe('async');
    await page.context().close();
  });

  it('draws carousel cards at the spec widths: 160, 192 and 208 px as the window widens', async () => {
    for (const [viewport, expected] of [
      [500, 160],
      [800, 192],
      [1280, 208],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: viewport, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const card = page.getByRole('region', { name: 'Trending movies' }).locator('article').first();
      await card.waitFor();
      expect((await card.boundingBox())!.width).toBeCloseTo(expected, 0);
      await context.close();
    }
  });

  it('fades in once 10 % is visible, and not at all under reduced motion', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 700 } })
    ).newPage();
    await openTrending(page);
    const opacity = (index: number) =>
      page
        .locator('main article')
        .nth(index)
        .evaluate((el) => getComputedStyle(el).opacity);
    const lastIndex = (await page.locator('main article').count()) - 1;
    expect(await opacity(lastIndex)).toBe('0');
    await page.locator('main article').nth(lastIndex).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (i) => getComputedStyle(document.querySelectorAll('main article')[i]!).opacity === '1',
      lastIndex,
    );
    await page.context().close();

    const calm = await (
      await browser.newContext({ viewport: { width: 1280, height: 700 }, reducedMotion: 'reduce' })
    ).newPage();
    await openTrending(calm);
    const lastCalm = calm.locator('main article').last();
    expect(await lastCalm.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await calm.context().close();
  });

  it('shows the Uncle Score sources on hover and on keyboard focus', async () => {
    const page = await (await browser.newContext()).newPage();
    const body = await openTrending(page);
    const shown = body.results.filter((t) => t.poster_path && !t.adult);
    const index = shown.findIndex((t) => t.uncleScore !== null);
    const item = shown[index]!;
    const card = page.locator('main article').nth(index);
    const badge = card.getByRole('button', { name: /^Uncle Score \d+\.\d\/10$/ });
    expect(await badge.getAttribute('aria-label')).toBe(
      `Uncle Score ${item.uncleScore!.toFixed(1)}/10`,
    );
    // Hidden tooltips are out of the accessibility tree, so find it by its role attribute.
    const tooltip = card.locator('[role=tooltip]');
    expect(await tooltip.textContent()).toBe(
      `Uncle Score from ${item.uncleScoreSources.join(', ')}`,
    );
    expect(await tooltip.isVisible()).toBe(false);
    await badge.hover();
    await expectVisible(tooltip);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });

    await card.getByRole('link').focus();
    await page.keyboard.press('Tab');
    expect(await badge.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(tooltip);
    await page.context().close();
  });

  it("says 'Uncle Score unavailable' and shows the fallback poster when data is missing", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.route('**/api/tmdb/trending**', async (route) => {
      const body = (await (await route.fetch()).json()) as PagedTitles;
      const [first, ...rest] = body.results;
      const bare = {
        ...first!,
        vote_average: 0,
        imdbRating: null,
        rtRating: null,
        uncleScore: null,
        uncleScoreSources: [],
      };
      await route.fulfill({ json: { ...body, results: [bare, ...rest] } });
    });
    await page.route('**/img/w300/**', (route) => route.fulfill({ status: 404 }));
    await openTrending(page);
    const card = page.locator('main article').first();
    await expectVisible(card.getByText('Uncle Score unavailable'));
    await page.waitForFunction(() =>
      document.querySelector('main article img')?.getAttribute('src')?.startsWith('data:image/svg'),
    );
    await page.context().close();
  });

  it('shows no watchlist toggle or trash button to visitors', async () => {
    const page = await (await browser.newContext()).newPage();
    await openTrending(page);
    expect(await page.getByRole('button', { name: /watchlist/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await page.context().close();
  });
});
