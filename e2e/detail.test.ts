import type { TitlePage } from '@unclewatch/core';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { renderInBrowser } from './support/browser-render';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

async function titlePage(type: 'movie' | 'tv', id: number): Promise<TitlePage> {
  const response = await fetch(`${baseUrl}/api/titles/${type}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TitlePage;
}

/** A TV show from the catalogue whose aggregate has no subscription or free source. */
async function tvWithoutStreaming(): Promise<number> {
  for (let page = 1; page <= 3; page++) {
    const list = (await (await fetch(`${baseUrl}/api/tmdb/discover/tv?page=${page}`)).json()) as {
      results: { id: number }[];
    };
    for (const { id } of list.results) {
      const { streaming } = await titlePage('tv', id);
      if (!streaming.some((s) => s.type === 'sub' || s.type === 'free')) return id;
    }
  }
  throw new Error('no TV show without streaming in the first 3 discover pages');
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('movie detail page', () => {
  it('shows hero, trailer, ratings, Uncle Score, streaming, cast, similar and genre links', async () => {
    const data = await titlePage('movie', 155);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'The Dark Knight' }));
    // The aggregate carries the "Uncle recommends" teaser, built from the real overview.
    expect(data.rewrittenOverview).toMatch(/^Uncle recommends/);
    expect(data.rewrittenOverview).toContain(data.details.overview.split('. ')[0]!);
    await expectVisible(page.getByText(data.rewrittenOverview!));
    await expectVisible(page.getByText('Christopher Nolan'));

    const chips = page.getByRole('list', { name: 'Genres' }).first().getByRole('link');
    expect(await chips.count()).toBe(data.details.genres.length);
    expect(await chips.first().getAttribute('href')).toBe(
      `/genres?genre=${encodeURIComponent(data.details.genres[0]!.name)}`,
    );

    // The trailer is a facade until asked for: a picture and a play button, no third-party frame.
    const trailer = region(page, 'Trailer');
    const play = trailer.getByRole('button', { name: 'Play the trailer of The Dark Knight' });
    await expectVisible(play);
    expect(await trailer.locator('img').getAttribute('src')).toMatch(/^\/img\/w780\//);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Trailer</title>' }),
    );
    await play.click();
    const iframe = trailer.locator('iframe');
    await expectVisible(iframe);
    expect(await iframe.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${data.trailer!.key}?autoplay=1`,
    );
    expect(await iframe.getAttribute('title')).toBe('The Dark Knight trailer');
    await play.waitFor({ state: 'detached' });

    const ratings = region(page, 'Ratings');
    await expectVisible(ratings.getByText('9.0/10', { exact: true }));
    await expectVisible(ratings.getByText('94%', { exact: true }));
    await expectVisible(ratings.getByText('8.5/10', { exact: true }));
    await expectVisible(ratings.getByText('Uncle Score'));
    await expectVisible(ratings.getByText('From TMDB, IMDb, Rotten Tomatoes.'));
    await expectVisible(ratings.getByText(/Average of TMDB ×10, IMDb ×10 and Rotten Tomatoes %/));

    await expectVisible(region(page, 'Where to watch').getByText('Hulu · US · as of 2021-03'));

    const cast = region(page, 'Cast').getByRole('link');
    expect(await cast.count()).toBe(6);
    expect(await cast.first().getAttribute('href')).toBe(`/person/${data.cast[0]!.id}`);
    expect(await cast.first().locator('img').getAttribute('src')).toMatch(/^\/img\/w185\//);

    const similar = region(page, 'Similar movies').getByRole('article');
    expect(await similar.count()).toBe(Math.min(6, data.similar.length));
    expect(await similar.first().getByRole('link').first().getAttribute('href')).toBe(
      `/movie/${data.similar[0]!.id}`,
    );

    await chips.first().click();
    await page.waitForURL(/\/genres\?genre=Action$/);
    await context.close();
  });

  it('asks nothing again of a page rendered and kept minutes before the visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The browser's clock ten minutes on: the kept page's data looks ten minutes old.
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/titles/')) calls.push(pathname);
    });
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.mouse.wheel(0, 3000);
    await expectVisible(page.getByText('No comments yet. Be the first to share your thoughts!'));
    expect(calls).toEqual([]);
    await context.close();
  });

  it('makes one API request of its own (the comments): the page comes with its data', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      // /api/me (who is signed in) is the app shell's call, made on every page; the footer's
      // settings come inside the page.
      if (pathname.startsWith('/api/') && pathname !== '/api/me')
        calls.push(`${r.method()} ${pathname}`);
    });
    await page.goto(`${baseUrl}/movie/155`);
    // Wait for what a reader waits for (the page and its comments), not for a quiet network:
    // on a busy machine the bundle can still be starting when the network first goes idle.
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.mouse.wheel(0, 3000);
    await expectVisible(page.getByRole('contentinfo'));
    await expect.poll(() => calls.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    // The comments have arrived and are shown: the page has asked for everything it shows.
    await expectVisible(page.getByText('No comments yet. Be the first to share your thoughts!'));
    // The aggregate (with the teaser) came inside the server-rendered page (decision 027).
    expect(calls).toEqual(['GET /api/comments/movie/155']);

    // Rendered by the browser itself (no server rendering), it asks for the aggregate once.
    const own = await context.newPage();
    await renderInBrowser(own);
    const ownCalls: string[] = [];
    own.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/me') ownCalls.push(pathname);
    });
    await own.goto(`${baseUrl}/movie/155`);
    await expectVisible(own.getByText('No comments yet. Be the first to share your thoughts!'));
    expect(ownCalls.sort()).toEqual(['/api/comments/movie/155', '/api/titles/movie/155']);
    await context.close();
  });

  it('uses the AI rewrite when it answers, else the original, else the fallback', async () => {
    const context = await browser.newContext();
    // Without a ready teaser (a live model), the page asks the AI endpoint itself.
    const withoutTeaser = (overview?: string) => async (route: Route) => {
      const body = (await (await route.fetch()).json()) as TitlePage;
      const details = { ...body.details, overview: overview ?? body.details.overview };
      await route.fulfill({ json: { ...body, details, rewrittenOverview: null } });
    };
    const page = await context.newPage();
    await renderInBrowser(page);
    await page.route('**/api/titles/movie/155', withoutTeaser());
    await page.route('**/api/ai/rewrite-overview', (route) =>
      route.fulfill({ json: { rewritten: 'Uncle says: the best Batman, full stop.' } }),
    );
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByText('Uncle says: the best Batman, full stop.'));

    const original = await context.newPage();
    await renderInBrowser(original);
    await original.route('**/api/titles/movie/155', withoutTeaser());
    await original.route('**/api/ai/rewrite-overview', (route) => route.fulfill({ status: 404 }));
    const data = await titlePage('movie', 155);
    await original.goto(`${baseUrl}/movie/155`);
    await expectVisible(original.getByText(data.details.overview));

    const fresh = await context.newPage();
    await renderInBrowser(fresh);
    await fresh.route('**/api/ai/rewrite-overview', (route) => route.fulfill({ status: 404 }));
    await fresh.route('**/api/titles/movie/155', withoutTeaser(''));
    await fresh.goto(`${baseUrl}/movie/155`);
    await expectVisible(fresh.getByText('Uncle recommends this as a must-watch!'));
    await context.close();
  });

  it('shows no player (and no error) when there is no trailer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await renderInBrowser(page);
    await page.route('**/api/titles/movie/155', async (route) => {
      const body = (await (await route.fetch()).json()) as TitlePage;
      await route.fulfill({ json: { ...body, trailer: null, streaming: [] } });
    });
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'The Dark Knight' }));
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Play the trailer/ }).count()).toBe(0);
    await expectVisible(page.getByText('Not available for streaming.'));
    await context.close();
  });
});

describe('TV detail page', () => {
  it('links genres to /tvshows and names the default country without sub/free sources', async () => {
    const id = await tvWithoutStreaming();
    const data = await titlePage('tv', id);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tv/${id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: data.details.name }));
    // Signed out, no saved services: the instance's default country (US), never a fixed one.
    await expectVisible(region(page, 'Where to watch').getByText('Unavailable in United States'));
    expect(await page.getByText(/India/).count()).toBe(0);
    const chip = page.getByRole('list', { name: 'Genres' }).first().getByRole('link').first();
    expect(await chip.getAttribute('href')).toBe(
      `/tvshows?genre=${encodeURIComponent(data.details.genres[0]!.name)}`,
    );
    if (data.similar.length > 0) {
      const card = region(page, 'Similar shows').getByRole('article').first();
      expect(await card.getByRole('link').first().getAttribute('href')).toBe(
        `/tv/${data.similar[0]!.id}`,
      );
    }
    await context.close();
  });

  it('lists subscription sources with region and snapshot date', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tv/1396`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Breaking Bad' }));
    await expectVisible(region(page, 'Where to watch').getByText('Netflix · US · as of 2022-07'));
    await context.close();
  });
});

describe('unknown titles', () => {
  it('shows a not-found page with links home and to search', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/movie/2147483000', '/tv/2147483000', '/movie/abc']) {
      await page.goto(`${baseUrl}${path}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Title not found' }));
      expect(await page.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Search titles' }).getAttribute('href')).toBe(
        '/search',
      );
    }
    await context.close();
  });
});

describe('detail page on a phone', () => {
  it('fits 375 px without sideways scrolling, in dark mode too', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'The Dark Knight' }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
