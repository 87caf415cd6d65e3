import { gzipSync } from 'node:zlib';

import type { HomeResponse } from '@unclewatch/core';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { uniqueEmail } from './support/accounts';
import { waitForMailLink } from './support/outbox';
import { renderInBrowser } from './support/browser-render';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const rows = [
  ['Trending movies', 'No trending movies found.'],
  ['Trending TV', 'No TV shows found.'],
  ['Popular Hollywood', 'No Hollywood movies found.'],
  ['Popular Bollywood', 'No Bollywood movies found.'],
] as const;

/** Opens the home page and returns the data it came with (the server renders it, 027). */
async function openHome(page: Page): Promise<HomeResponse> {
  // Until the network is quiet: the page is live and has asked who is signed in.
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  return page.evaluate(() => {
    const state = JSON.parse(document.getElementById('ssr-state')!.textContent!) as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    return state.queries.find((query) => query.queryKey[0] === 'home')!.state.data as HomeResponse;
  });
}

/**
 * Comes to the home page from another page of the app (its data fetched by the browser, as
 * on any in-app visit), and returns the /api/home answer it got.
 */
async function openHomeInApp(page: Page): Promise<HomeResponse | null> {
  // Rendered by the browser, so the Home link is the app's own from the start (a tap on the
  // server's HTML before it is live would load the server-rendered home instead).
  await renderInBrowser(page);
  await page.goto(`${baseUrl}/trending`);
  const home = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const response = await home;
  return response.ok() ? ((await response.json()) as HomeResponse) : null;
}

const track = (page: Page, name: string) =>
  page.getByRole('region', { name }).getByTestId('carousel-track');
/** How far the row has moved: the x of its transform (0 when it has none). */
const offset = (page: Page, name: string) =>
  track(page, name).evaluate((el) => {
    const transform = getComputedStyle(el).transform;
    return transform === 'none' ? 0 : new DOMMatrix(transform).m41;
  });
const playState = (page: Page, name: string) =>
  track(page, name).evaluate((el) => el.getAnimations()[0]?.playState ?? 'none');
/** Puts the row's animation at `ms` from the end of its first lap (negative: before it). */
const seekToLapEnd = (page: Page, name: string, ms: number) =>
  track(page, name).evaluate((el, delta) => {
    const animation = el.getAnimations()[0]!;
    animation.pause();
    animation.currentTime = Number(animation.effect!.getComputedTiming().duration) + delta;
  }, ms);

describe('home page', () => {
  it('shows the hero, the four carousels, the newsletter and the footer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const home = await openHome(page);
    const hero = home.hero!;
    const heroName = hero.title ?? hero.name ?? '';
    await expectVisible(page.getByRole('heading', { level: 1, name: heroName }));
    const details = page.getByRole('link', { name: 'More Details' });
    expect(await details.getAttribute('href')).toBe(
      `/${hero.media_type === 'tv' ? 'tv' : 'movie'}/${hero.id}`,
    );
    const heroSection = page.getByRole('region', { name: heroName });
    const box = await heroSection.boundingBox();
    expect(box!.height).toBeCloseTo(page.viewportSize()!.height * 0.6, 0);
    const backdrop = await heroSection.locator('img').first().getAttribute('src');
    expect(backdrop).toMatch(/^\/img\/original\//);

    for (const [title] of rows) {
      const region = page.getByRole('region', { name: title });
      await expectVisible(region.getByRole('heading', { name: title }));
      // Rows render as they come near the screen, cards a few at a time: scroll to each.
      await region.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
      // Each title appears once to assistive technology, even though the list is doubled.
      await expect.poll(() => region.getByRole('link').count()).toBe(15);
    }
    const firstCard = page.getByRole('region', { name: 'Trending movies' }).getByRole('link');
    expect(await firstCard.first().getAttribute('href')).toBe(
      `/movie/${home.trendingMovies[0]!.id}`,
    );
    const tvCard = page.getByRole('region', { name: 'Trending TV' }).getByRole('link').first();
    expect(await tvCard.getAttribute('href')).toBe(`/tv/${home.trendingTv[0]!.id}`);
    const posterSrc = await page
      .getByRole('region', { name: 'Trending movies' })
      .locator('img')
      .first()
      .getAttribute('src');
    expect(posterSrc).toMatch(/^\/img\/w300\//);

    await expectVisible(page.getByRole('heading', { name: /weekly picks/ }));
    await expectVisible(page.getByRole('navigation', { name: 'Footer' }));
    await context.close();
  });

  it('links hero genre chips to /genres?name=', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const home = await openHome(page);
    const genre = home.hero!.genres[0]!;
    const chip = page.getByRole('list', { name: 'Genres' }).getByRole('link', { name: genre.name });
    expect(await chip.getAttribute('href')).toBe(`/genres?name=${encodeURIComponent(genre.name)}`);
    await chip.click();
    await page.waitForURL(/\/genres\?name=/);
    await expectVisible(page.getByRole('button', { name: genre.name, pressed: true }));
    await context.close();
  });

  it('shows the server-made teaser, else asks the AI, else the original, else the fallback', async () => {
    const served = await browser.newContext();
    const servedPage = await served.newPage();
    const servedHome = await openHome(servedPage);
    expect(servedHome.heroOverview).toMatch(/^Uncle recommends/);
    await expectVisible(servedPage.getByTestId('hero-overview'));
    expect(await servedPage.getByTestId('hero-overview').textContent()).toBe(
      servedHome.heroOverview,
    );
    await served.close();

    // Without a ready teaser (a live model), the page asks the AI endpoint itself.
    const noTeaser = async (route: Route, patch: Partial<HomeResponse['hero']> = {}) => {
      const body = (await (await route.fetch()).json()) as HomeResponse;
      await route.fulfill({
        json: { ...body, heroOverview: null, hero: { ...body.hero, ...patch } },
      });
    };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/api/home', (route) => noTeaser(route));
    await page.route('**/api/ai/rewrite-overview', (route) =>
      route.fulfill({ json: { rewritten: 'Uncle says: a tense, clever ride.' } }),
    );
    await openHomeInApp(page);
    await expectVisible(page.getByText('Uncle says: a tense, clever ride.'));
    await context.close();

    const failing = await browser.newContext();
    const page1 = await failing.newPage();
    await page1.route('**/api/ai/rewrite-overview', (route) => route.fulfill({ status: 500 }));
    await page1.route('**/api/home', (route) => noTeaser(route, { id: 1, overview: '' }));
    await openHomeInApp(page1);
    await expectVisible(page1.getByText('Uncle recommends this as a must-watch!'));
    await failing.close();

    const plain = await browser.newContext();
    const page2 = await plain.newPage();
    await page2.route('**/api/home', (route) => noTeaser(route));
    await page2.route('**/api/ai/rewrite-overview', (route) => route.fulfill({ status: 404 }));
    const home = await openHomeInApp(page2);
    await expectVisible(page2.getByTestId('hero-overview'));
    expect(await page2.getByTestId('hero-overview').textContent()).toBe(home!.hero!.overview);
    await plain.close();
  });

  it('shows a text skeleton while loading, and nothing but empty rows when loading fails', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home', async (route) => {
      await gate;
      await route.fulfill({ status: 500, json: { error: 'down' } });
    });
    const arrived = openHomeInApp(page);
    await expectVisible(page.locator('[data-skeleton="text-block"]'));
    release();
    await arrived;
    for (const [, empty] of rows) await expectVisible(page.getByText(empty), 15_000);
    expect(await page.getByRole('link', { name: 'More Details' }).count()).toBe(0);
    expect(await page.locator('[data-skeleton="text-block"]').count()).toBe(0);
    await context.close();
  });

  it('shows each empty text for an empty row', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/api/home', async (route) => {
      const body = (await (await route.fetch()).json()) as HomeResponse;
      await route.fulfill({
        json: { ...body, trendingMovies: [], trendingTv: [], hollywood: [], bollywood: [] },
      });
    });
    await openHomeInApp(page);
    for (const [, empty] of rows) await expectVisible(page.getByText(empty));
    await context.close();
  });

  it('searches only for non-blank text, on Enter or the button', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHome(page);
    const box = page.getByRole('searchbox', { name: 'Search movies and TV shows' });
    await box.fill('   ');
    await box.press('Enter');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('  the matrix ');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=the%20matrix$/);
    // Back lands on the home page itself: the blank attempts added no page to the history.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('searchbox', { name: 'Search movies and TV shows' }).fill('heat');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=heat$/);
    await context.close();
  });

  it('moves the carousels by a transform animation and pauses on hover and on keyboard focus', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    const name = 'Trending movies';
    await expectVisible(track(page, name));
    const copy = track(page, name).locator('ul[data-copy]');
    expect(await copy.getAttribute('aria-hidden')).toBe('true');
    expect(await copy.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

    const start = await offset(page, name);
    await expect.poll(() => offset(page, name), { timeout: 15_000 }).toBeLessThan(start - 10);
    // A transform, which the compositor runs, not scrolling from script on the main thread.
    expect(await track(page, name).evaluate((el) => el.parentElement!.scrollLeft)).toBe(0);

    await track(page, name).locator('xpath=..').hover();
    await expect.poll(() => playState(page, name)).toBe('paused');
    await page.mouse.move(5, 5);
    await expect.poll(() => playState(page, name)).toBe('running');

    await track(page, name).getByRole('link').first().focus();
    await expect.poll(() => playState(page, name)).toBe('paused');
    await context.close();
  });

  it('loops seamlessly: the copy starts half the track along, and a lap ends where it began', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    const name = 'Trending TV';
    // Below the first screen: the row renders as it comes near.
    await page.getByRole('heading', { name }).scrollIntoViewIfNeeded();
    await expectVisible(track(page, name));
    await expectVisible(track(page, name).locator('ul[data-copy] > li'));
    const { half, copyAt } = await track(page, name).evaluate((el) => {
      const first = el.querySelector(':scope > ul:not([data-copy])')!;
      const copy = el.querySelector(':scope > ul[data-copy]')!;
      return {
        half: el.scrollWidth / 2,
        copyAt: copy.getBoundingClientRect().left - first.getBoundingClientRect().left,
      };
    });
    expect(Math.abs(copyAt - half)).toBeLessThan(1);
    await seekToLapEnd(page, name, -50);
    expect(await offset(page, name)).toBeLessThan(-half * 0.9);
    await seekToLapEnd(page, name, 50);
    expect(await offset(page, name)).toBeGreaterThan(-half * 0.1);
    await context.close();
  });

  it('stops the rows that are off-screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    await expectVisible(track(page, 'Trending movies'));
    await expect.poll(() => playState(page, 'Trending movies')).toBe('running');
    // A row far below is not even rendered until it comes near the screen.
    const lastRow = page.getByRole('region', { name: 'Popular Bollywood' });
    expect(await lastRow.getByTestId('carousel-track').count()).toBe(0);

    await page.getByRole('heading', { name: 'Popular Bollywood' }).scrollIntoViewIfNeeded();
    await expect.poll(() => playState(page, 'Popular Bollywood')).toBe('running');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => playState(page, 'Trending movies')).toBe('paused');
    await context.close();
  });

  it('does not move under prefers-reduced-motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openHome(page);
    const name = 'Trending movies';
    await expectVisible(track(page, name));
    expect(await track(page, name).evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await offset(page, name)).toBe(0);
    expect(await track(page, name).locator('ul[data-copy]').count()).toBe(0);
    await context.close();
  });

  it('validates the newsletter email, subscribes, and the mailed link confirms it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHome(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/newsletter') posts.push(r.method());
    });
    const email = page.getByRole('textbox', { name: 'Email address' });
    const button = page.getByRole('button', { name: 'Subscribe' });
    for (const bad of ['uncle', 'uncle @watch.dev', 'uncle@watch']) {
      await email.fill(bad);
      await button.click();
      await expectVisible(
        page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
      );
    }
    // A bad address is refused in the page: nothing was sent.
    expect(posts).toEqual([]);
    const address = uniqueEmail('news');
    await email.fill(address);
    await button.click();
    await expectVisible(page.getByText('Thanks for subscribing!', { exact: true }));
    await expectVisible(page.getByText(/Check your inbox/));
    const done = page.getByRole('button', { name: 'Subscribed' });
    expect(await done.isDisabled()).toBe(true);
    expect(await page.getByText('Please enter a valid email address.').count()).toBe(0);
    expect(posts).toEqual(['POST']);

    // The confirmation mail's link opens a page that says the address is on the list.
    const link = new URL(await waitForMailLink(baseUrl, address, /weekly picks/));
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await expectVisible(page.getByRole('heading', { name: "You're subscribed" }));
    await expectVisible(page.getByText(address));
    await context.close();
  });

  it('costs no API request of its own on first load (only the app-wide session check)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const homeCalls: string[] = [];
    const sessionCalls: string[] = [];
    const siteCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (!pathname.startsWith('/api/')) return;
      // The layout asks once who is signed in, on every page; that is not the home page's cost.
      // The site's settings (footer links) come inside the page: no request.
      if (pathname === '/api/site') siteCalls.push(pathname);
      else if (pathname === '/api/me' || pathname.startsWith('/api/auth/'))
        sessionCalls.push(pathname);
      else homeCalls.push(`${r.method()} ${pathname}`);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 3000);
    // Scrolled down to the last row: its first poster has loaded, so whatever scrolling
    // would fetch has been asked for.
    await expectVisible(page.getByRole('contentinfo'));
    const lastRowPoster = page
      .getByRole('region', { name: 'Popular Bollywood' })
      .locator('img')
      .first();
    // The row scrolls itself once on screen, so the poster never stands still: bring it into
    // view through the DOM (Playwright's own scrolling waits for a still element).
    await lastRowPoster.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete,
      await lastRowPoster.elementHandle(),
    );
    // The page comes with its data (the aggregate, with the hero's teaser): nothing else.
    expect(homeCalls).toEqual([]);
    expect(sessionCalls.length).toBeLessThanOrEqual(1);
    expect(siteCalls).toEqual([]);
    await context.close();
  });

  it('downloads at most 90 KB of script (gzip) for the whole home page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await expectVisible(
      page.getByRole('region', { name: 'Trending movies' }).locator('img').first(),
    );
    const sizes = await Promise.all(scripts.values());
    // The entry and the home route's chunks, from our own server: nothing else is loaded.
    expect([...scripts.keys()].every((url) => url.startsWith(baseUrl))).toBe(true);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(90 * 1024);
    await context.close();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const home = await openHome(page);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: home.hero!.title ?? home.hero!.name }),
    );
    await expectVisible(page.getByRole('link', { name: 'More Details' }));
    await expectVisible(page.getByRole('searchbox', { name: 'Search movies and TV shows' }));
    for (const [title] of rows) {
      await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
