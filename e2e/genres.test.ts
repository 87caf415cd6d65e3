import type { Genre, TitleSummary } from '@unclewatch/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { renderInBrowser } from './support/browser-render';
import { expectVisible } from './support/expect-visible';
import { routeSiteInfo } from './support/site-info';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let genres: Genre[];

beforeAll(async () => {
  browser = await openBrowser();
  genres = (await (await fetch(`${baseUrl}/api/tmdb/genres`)).json()) as Genre[];
});
afterAll(() => browser.close());

/**
 * A page the browser renders itself: these tests follow the list's own requests (what the
 * server renders, with its data inline, is tested in server-render.test.ts).
 */
async function browserRenderedPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await renderInBrowser(page);
  return page;
}

const isByGenre = (url: string) => new URL(url).pathname === '/api/tmdb/byGenre';
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const idOf = (name: string) => genres.find((g) => g.name === name)!.id;
const pressedChip = (page: Page) =>
  page.getByRole('list', { name: 'Genres' }).getByRole('button', { pressed: true });

/** Opens a /genres URL and returns the first byGenre answer. */
async function open(page: Page, query: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isByGenre(r.url())),
    page.goto(`${baseUrl}/genres${query}`),
  ]);
  return { params: paramsOf(response.url()), body: (await response.json()) as TitleSummary[] };
}

describe('/genres', () => {
  it('matches ?genre= case-insensitively', async () => {
    const page = await browserRenderedPage();
    const { params, body } = await open(page, '?genre=drama');
    expect(params).toEqual({ genreId: String(idOf('Drama')), page: '1' });
    expect(await pressedChip(page).textContent()).toBe('Drama');
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 0);
    expect(body.every((t) => t.genre_ids.includes(idOf('Drama')))).toBe(true);
    await page.context().close();
  });

  it('accepts ?name= from the home hero', async () => {
    const page = await browserRenderedPage();
    const { params } = await open(page, '?name=Comedy');
    expect(params.genreId).toBe(String(idOf('Comedy')));
    expect(await pressedChip(page).textContent()).toBe('Comedy');
    await page.context().close();
  });

  it('falls back to the first genre for an unknown name or none', async () => {
    const page = await browserRenderedPage();
    let { params } = await open(page, '?genre=not-a-genre');
    expect(params.genreId).toBe(String(genres[0]!.id));
    expect(await pressedChip(page).textContent()).toBe(genres[0]!.name);
    ({ params } = await open(page, ''));
    expect(params.genreId).toBe(String(genres[0]!.id));
    await page.context().close();
  });

  it('selecting a chip updates the URL and the grid', async () => {
    const page = await browserRenderedPage();
    await open(page, '');
    const [response] = await Promise.all([
      page.waitForResponse((r) => isByGenre(r.url()) && paramsOf(r.url()).genreId === '27'),
      page.getByRole('button', { name: 'Horror' }).click(),
    ]);
    expect(paramsOf(response.url()).page).toBe('1');
    await page.waitForURL(/\/genres\?genre=Horror$/);
    expect(await pressedChip(page).textContent()).toBe('Horror');
    const body = (await response.json()) as TitleSummary[];
    const firstTitle = body.find((t) => t.poster_path)!;
    await expectVisible(page.getByRole('heading', { name: firstTitle.title ?? firstTitle.name }));
    await page.context().close();
  });

  it('Romance shows no Japanese-language titles, across pages', async () => {
    const page = await browserRenderedPage();
    const bodies: TitleSummary[][] = [];
    bodies.push((await open(page, '?genre=romance')).body);
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 10);
    const before = await page.locator('main article').count();
    const secondPage = page.waitForResponse((r) => isByGenre(r.url()));
    await page.getByRole('button', { name: 'Load More' }).click();
    bodies.push((await (await secondPage).json()) as TitleSummary[]);
    await page.waitForFunction((n) => document.querySelectorAll('main article').length > n, before);
    expect(bodies.length).toBe(2);
    const all = bodies.flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((t) => t.original_language === 'ja')).toEqual([]);
    expect(await page.locator('main article').filter({ hasText: 'Japanese' }).count()).toBe(0);
    await page.context().close();
  });

  it("says 'No movies found.' for an empty genre or a failed load", async () => {
    const page = await browserRenderedPage();
    await page.route('**/api/tmdb/byGenre**', (route) => route.fulfill({ json: [] }));
    await page.goto(`${baseUrl}/genres?genre=western`);
    await expectVisible(page.getByText('No movies found.'));
    await page.route('**/api/tmdb/byGenre**', (route) => route.fulfill({ status: 500 }));
    await page.getByRole('button', { name: 'Drama' }).click();
    await expectVisible(page.getByText('No movies found.'), 15_000);
    await page.context().close();
  });

  it('keeps both genre lists in local storage until the genre version of the server changes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await renderInBrowser(page);
    const genreCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/api/tmdb/genres' || pathname === '/api/tmdb/genre/tv') {
        genreCalls.push(pathname);
      }
    });
    const chips = page.getByRole('list', { name: 'Genres' }).getByRole('button');
    const tvGenres = page.getByRole('list', { name: 'TV genres' }).getByRole('button');
    const visitBoth = async () => {
      await page.goto(`${baseUrl}/genres`);
      await expectVisible(chips.filter({ hasText: 'Drama' }));
      await page.goto(`${baseUrl}/tvshows`);
      await expectVisible(tvGenres.filter({ hasText: 'Drama' }));
    };

    await visitBoth();
    expect(genreCalls).toEqual(['/api/tmdb/genres', '/api/tmdb/genre/tv']);
    const stored = await page.evaluate(() => [
      localStorage.getItem('tmdb_genres'),
      localStorage.getItem('tmdb_tv_genres'),
    ]);
    expect(JSON.parse(stored[0]!)).toMatchObject({ genres });

    // A second visit reads both lists from local storage.
    await visitBoth();
    expect(genreCalls).toHaveLength(2);

    // A new snapshot (another genre version) fetches them again.
    await routeSiteInfo(page, (info) => ({ ...info, genresVersion: 'a-newer-snapshot' }));
    await visitBoth();
    expect(genreCalls).toEqual([
      '/api/tmdb/genres',
      '/api/tmdb/genre/tv',
      '/api/tmdb/genres',
      '/api/tmdb/genre/tv',
    ]);
    await context.close();
  });
});
