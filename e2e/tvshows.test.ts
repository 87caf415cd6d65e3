import { weightedRating, type Genre, type PagedTitles } from '@unclewatch/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { renderInBrowser } from './support/browser-render';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let tvGenres: Genre[];

beforeAll(async () => {
  browser = await openBrowser();
  const body = (await (await fetch(`${baseUrl}/api/tmdb/genre/tv`)).json()) as { genres: Genre[] };
  tvGenres = body.genres;
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

const ANIMATION = 16;
const isDiscoverTv = (url: string) => new URL(url).pathname === '/api/tmdb/discover/tv';
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const articles = (page: Page) => page.locator('main article');
const pressedChip = (page: Page) =>
  page.getByRole('list', { name: 'TV genres' }).getByRole('button', { pressed: true });

/** Runs an action and returns the discover/tv answer it caused. */
async function answerTo(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isDiscoverTv(r.url()) && r.ok()),
    action(),
  ]);
  return { params: paramsOf(response.url()), body: (await response.json()) as PagedTitles };
}

const firstCardTitle = (page: Page) => articles(page).first().getByRole('heading').textContent();

describe('/tvshows', () => {
  it('offers the language, sort and year filters with their options', async () => {
    const page = await browserRenderedPage();
    await page.goto(`${baseUrl}/tvshows`);
    await expectVisible(page.getByLabel('Year', { exact: true }));
    const options = (label: string) =>
      page.getByLabel(label, { exact: true }).locator('option').allTextContents();
    expect(await options('Language')).toEqual([
      'All languages',
      'English',
      'Hindi',
      'Korean',
      'Japanese',
      'French',
      'Spanish',
    ]);
    expect(await options('Sort')).toEqual(['Default', 'Highest rated', 'Lowest rated']);
    // From the current year down to 2013.
    const years = await options('Year');
    const thisYear = new Date().getFullYear();
    expect(years).toHaveLength(1 + Math.max(12, thisYear - 2012));
    expect(years.slice(0, 2)).toEqual(['All years', String(thisYear)]);
    expect(years.at(-1)).toBe('2013');
    await page.context().close();
  });

  it('starts with the first genre, and the Animation rule holds both ways', async () => {
    const page = await browserRenderedPage();
    const first = await answerTo(page, () => page.goto(`${baseUrl}/tvshows`));
    expect(first.params).toMatchObject({ with_genres: String(tvGenres[0]!.id), page: '1' });
    expect(await pressedChip(page).textContent()).toBe(tvGenres[0]!.name);
    expect(first.body.results.some((t) => t.genre_ids.includes(ANIMATION))).toBe(false);

    const animation = await answerTo(page, () =>
      page.getByRole('button', { name: 'Animation' }).click(),
    );
    expect(animation.params.with_genres).toBe(String(ANIMATION));
    await page.waitForURL(/genre=Animation/);
    expect(animation.body.results.length).toBeGreaterThan(0);
    expect(animation.body.results.every((t) => t.genre_ids.includes(ANIMATION))).toBe(true);
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 0);
    expect(await articles(page).first().getByText('Animation').count()).toBe(1);

    const drama = await answerTo(page, () => page.getByRole('button', { name: 'Drama' }).click());
    expect(drama.body.results.some((t) => t.genre_ids.includes(ANIMATION))).toBe(false);
    await page.context().close();
  });

  it('reads ?genre= by name, case-insensitively', async () => {
    const page = await browserRenderedPage();
    const { params } = await answerTo(page, () => page.goto(`${baseUrl}/tvshows?genre=drama`));
    expect(params.with_genres).toBe('18');
    expect(await pressedChip(page).textContent()).toBe('Drama');
    await page.context().close();
  });

  it('language and year filters change the results and start again at page 1', async () => {
    const page = await browserRenderedPage();
    await answerTo(page, () => page.goto(`${baseUrl}/tvshows?genre=drama`));
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 10);
    await answerTo(page, () => page.getByRole('button', { name: 'Load More' }).click());

    const korean = await answerTo(page, () =>
      page.getByLabel('Language', { exact: true }).selectOption('ko'),
    );
    expect(korean.params).toMatchObject({ language: 'ko', page: '1', with_genres: '18' });
    expect(korean.body.results.length).toBeGreaterThan(0);
    expect(korean.body.results.every((t) => t.original_language === 'ko')).toBe(true);
    await page.waitForFunction(
      (n) => document.querySelectorAll('main article').length === n,
      korean.body.results.filter((t) => t.poster_path && !t.adult).length,
    );
    expect(await articles(page).first().textContent()).toContain('Korean');

    const year = await answerTo(page, () =>
      page.getByLabel('Year', { exact: true }).selectOption('2020'),
    );
    expect(year.params).toMatchObject({ language: 'ko', year: '2020', page: '1' });
    expect(year.body.results.every((t) => t.first_air_date?.startsWith('2020'))).toBe(true);
    await page.context().close();
  });

  it('sorts by rating both ways', async () => {
    const page = await browserRenderedPage();
    await answerTo(page, () => page.goto(`${baseUrl}/tvshows`));
    const high = await answerTo(page, () =>
      page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Highest rated' }),
    );
    expect(high.params.sort_by).toBe('vote_average.desc');
    // By the rating weighed by its votes: a show with a handful of votes does not lead.
    const highVotes = high.body.results.map(weightedRating);
    expect(highVotes).toEqual([...highVotes].sort((a, b) => b - a));
    expect(high.body.results.slice(0, 5).every((t) => t.vote_count >= 100)).toBe(true);
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 0);
    const highFirst = await firstCardTitle(page);

    const low = await answerTo(page, () =>
      page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Lowest rated' }),
    );
    expect(low.params.sort_by).toBe('vote_average.asc');
    const lowVotes = low.body.results.map(weightedRating);
    expect(lowVotes).toEqual([...lowVotes].sort((a, b) => a - b));
    await page.waitForFunction(
      (title) => document.querySelector('main article h3')?.textContent !== title,
      highFirst,
    );
    // Unrated shows go last, so the lowest rated list opens with scored shows.
    expect(low.body.results[0]!.vote_average).toBeGreaterThan(0);
    expect(await articles(page).first().getByText('Uncle Score unavailable').count()).toBe(0);
    await page.context().close();
  });

  it("shows 'No shows found.' when empty and the end message on a short last page", async () => {
    const page = await browserRenderedPage();
    await page.route('**/api/tmdb/discover/tv**', (route) =>
      route.fulfill({ json: { page: 1, results: [], total_pages: 0, total_results: 0 } }),
    );
    await page.goto(`${baseUrl}/tvshows`);
    await expectVisible(page.getByText('No shows found.'));

    await page.unroute('**/api/tmdb/discover/tv**');
    await page.route('**/api/tmdb/discover/tv**', async (route) => {
      const body = (await (await route.fetch()).json()) as PagedTitles;
      await route.fulfill({ json: { ...body, results: body.results.slice(0, 4) } });
    });
    await page.getByRole('button', { name: 'Comedy' }).click();
    await expectVisible(page.getByText("You've reached the end."));
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await page.context().close();
  });
});
