import type { HomeResponse, SearchResponse, TitlePage } from '@unclewatch/core';
import { isListable } from '@unclewatch/core/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { layoutShift, recordLayoutShift } from './support/layout-shift';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const api = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
const nameOf = (title: { title?: string; name?: string }) => title.title ?? title.name ?? '';

/** A page with JavaScript off: what a visitor sees before the script arrives. */
async function withoutScript(path: string, viewport = { width: 412, height: 823 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

/** The data a server-rendered page came with, per query key. */
const inlineData = (page: Page, key: string) =>
  page.evaluate((queryKey) => {
    const state = JSON.parse(document.getElementById('ssr-state')?.textContent ?? '{}') as {
      queries?: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    return state.queries?.find((query) => query.queryKey[0] === queryKey)?.state.data;
  }, key);

describe('pages the server renders (before any script runs)', () => {
  it('home: the hero and the first row, with cards shown (not waiting to fade in)', async () => {
    const { context, page } = await withoutScript('/');
    const home = (await inlineData(page, 'home')) as HomeResponse;
    expect(home.hero).toBeTruthy();
    await expectVisible(page.getByRole('heading', { level: 1, name: nameOf(home.hero!) }));
    const row = page.getByRole('region', { name: 'Trending movies' });
    const firstCard = row.getByRole('article').first();
    await expectVisible(firstCard);
    expect(await firstCard.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const first = home.trendingMovies.find((title) => title.poster_path)!;
    await expectVisible(row.getByRole('link', { name: new RegExp(nameOf(first)) }));
    await context.close();
  });

  it('a movie and a TV show: name, overview and document title', async () => {
    for (const [type, id] of [
      ['movie', 27205],
      ['tv', 1399],
    ] as const) {
      const title = await api<TitlePage>(`/api/titles/${type}/${id}`);
      const name = nameOf(title.details);
      const { context, page } = await withoutScript(`/${type}/${id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name }));
      expect(await page.title()).toBe(`${name} · UncleWatch`);
      const overview = page.getByTestId('title-overview');
      expect((await overview.textContent())?.length).toBeGreaterThan(20);
      await context.close();
    }
  });

  it('a search: the first page of results', async () => {
    for (const q of ['matrix', 'dark knight']) {
      const answer = await api<SearchResponse>(`/api/tmdb/search?q=${encodeURIComponent(q)}`);
      const expected = answer.results.find((title) => title.poster_path)!;
      const { context, page } = await withoutScript(`/search?q=${encodeURIComponent(q)}`);
      const results = page.getByRole('region', { name: /^Results for/ });
      await expectVisible(results.getByRole('link', { name: new RegExp(nameOf(expected)) }));
      await context.close();
    }
  });

  it("Uncle's Pick, a genre and the TV list with its filters: their cards, in the chosen order", async () => {
    const picks = await api<{ type: string; genre_ids: number[] }[]>('/api/recommend/all');
    // The TV Shows section: shows that are not animation (genre 16 has its own section).
    const tv = picks.filter((p) => p.type === 'tv' && !p.genre_ids.includes(16));
    const { context, page } = await withoutScript('/unclespick?type=tv&sort=rating-asc');
    const shows = page.getByRole('region', { name: 'TV Shows', exact: true });
    await expectVisible(shows.getByRole('article').first());
    expect(await page.getByRole('region', { name: 'Movies', exact: true }).count()).toBe(0);
    expect(await shows.getByRole('article').count()).toBe(Math.min(8, tv.length));
    await context.close();

    const drama = await api<{ title?: string; name?: string; poster_path: string | null }[]>(
      '/api/tmdb/byGenre?genreId=18&page=1',
    );
    const genre = await withoutScript('/genres?genre=drama');
    const first = drama.find((t) => t.poster_path)!;
    await expectVisible(
      genre.page.getByRole('region', { name: 'Drama movies' }).getByRole('article').first(),
    );
    await expectVisible(genre.page.getByRole('link', { name: new RegExp(nameOf(first)) }).first());
    await genre.context.close();

    const { context: tvContext, page: tvPage } = await withoutScript(
      '/tvshows?genre=Comedy&language=ko&sort=vote_average.desc',
    );
    const list = tvPage.getByRole('region', { name: 'Comedy shows' });
    await expectVisible(list.getByRole('article').first());
    expect(await tvPage.getByLabel('Language', { exact: true }).inputValue()).toBe('ko');
    await tvContext.close();
  });

  it('leaves signed-in pages, filtered lists and missing titles to the browser (an empty shell)', async () => {
    for (const path of ['/profile', '/watchlist', '/movie/999999999']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

describe('the browser taking a server-rendered page over', () => {
  it("keeps Uncle's Pick, a genre, the TV list and a person still as they load at 375 px (CLS ≤ 0.02)", async () => {
    for (const path of [
      '/unclespick',
      '/genres?genre=Comedy',
      '/tvshows?genre=Drama',
      '/person/525',
    ]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await recordLayoutShift(page);
      await page.goto(`${baseUrl}${path}`);
      await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      const cls = await layoutShift(page);
      expect(cls, path).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });

  it('uses the data in the page (no second request) and then navigates in the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/movie/27205`, { waitUntil: 'networkidle' });
    expect(requests).not.toContain('/api/titles/movie/27205');
    expect(requests.filter((path) => path === '/movie/27205')).toHaveLength(1);

    // A similar title's card: an in-app navigation (no new document), with its data fetched.
    const similar = page
      .getByRole('region', { name: /^Similar/ })
      .getByRole('link')
      .first();
    const href = await similar.getAttribute('href');
    await similar.click();
    await page.waitForURL(`${baseUrl}${href}`);
    const next = await api<TitlePage>(`/api/titles${href!}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: nameOf(next.details) }));
    expect(requests.filter((path) => path === href)).toEqual([]);
    expect(requests).toContain(`/api/titles${href}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a dark-theme visitor the right theme button once the page is live', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const toggle = page.getByRole('button', { name: 'Switch to light mode' });
    await expectVisible(toggle);
    await toggle.click();
    await expectVisible(page.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await context.close();
  });

  it('renders a row below the first screen once it comes near', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const row = page.getByRole('region', { name: 'Popular Bollywood' });
    await expectVisible(row.getByTestId('carousel-pending'));
    expect(await row.getByRole('article').count()).toBe(0);
    await row.getByRole('heading').scrollIntoViewIfNeeded();
    await expectVisible(row.getByRole('article'));
    expect(await row.getByTestId('carousel-pending').count()).toBe(0);
    // The first row has all its cards by now (6 came with the page, the rest when idle).
    const home = (await inlineData(page, 'home')) as HomeResponse;
    const firstRow = page.getByRole('region', { name: 'Trending movies' });
    await expect
      .poll(() =>
        firstRow.getByTestId('carousel-track').locator(':scope > ul:not([data-copy]) > li').count(),
      )
      .toBe(home.trendingMovies.filter(isListable).length);
    await context.close();
  });
});
