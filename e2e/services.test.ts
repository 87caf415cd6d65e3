import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

// "On my services" (#33) in the embedded mode: the US snapshots know Netflix (8), Prime Video
// (9), Hulu (15) and Disney+ (337); Breaking Bad streams on Netflix there, The Dark Knight not.
const baseUrl = inject('baseUrl');
const ON_NETFLIX = { type: 'tv', id: 1396, title: 'Breaking Bad' } as const;
const NOT_ON_NETFLIX = { type: 'movie', id: 155, title: 'The Dark Knight' } as const;

let browser: E2eBrowser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  // Cards fade in; axe measures contrast on the settled page.
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

/** Saves titles to the watchlist with the page's own session, as the card buttons do. */
async function saveToWatchlist(page: Page, titles: { type: string; id: number }[]) {
  for (const { type, id } of titles) {
    const status = await page.evaluate(
      async (path) => (await fetch(path, { method: 'PUT' })).status,
      `/api/me/watchlist/${type}/${id}`,
    );
    expect(status).toBe(200);
  }
}

/** Ticks Netflix in the United States on the profile and saves. */
async function chooseNetflix(page: Page) {
  await page.goto(`${baseUrl}/profile`);
  const section = page.getByRole('region', { name: 'Your services' });
  await section.getByLabel('Country').selectOption('US');
  await section.getByRole('checkbox', { name: 'Netflix' }).check();
  await section.getByRole('button', { name: 'Save services' }).click();
  await expectVisible(page.getByText('Your services are saved.'));
}

const servicesSwitch = (page: Page) => page.getByRole('switch', { name: 'On my services' });

describe('On my services', () => {
  it('asks a newcomer once, with the country guessed from the browser language', async () => {
    const page = await signedInPage({ locale: 'en-GB' });
    await page.goto(`${baseUrl}/trending`);
    const prompt = page.getByRole('complementary', { name: 'Your streaming services' });
    await expectVisible(prompt.getByText(/Which streaming services do you have in United Kingdom/));
    expect(await prompt.getByRole('link', { name: 'Choose services' }).getAttribute('href')).toBe(
      '/profile?region=GB#your-services',
    );
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await expectVisible(servicesSwitch(page));
    await expectVisible(page.getByRole('article'));
    expect(await prompt.count()).toBe(0);

    // The profile starts from the guess; the offline catalogue knows only US services.
    await page.goto(`${baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Your services' });
    await expectVisible(section.getByText('No services are known for United Kingdom here.'));
    expect(await section.getByLabel('Country').inputValue()).toBe('GB');
  });

  it('saves services on the profile, shows the coverage, filters the watchlist with a badge', async () => {
    const page = await signedInPage();
    await saveToWatchlist(page, [ON_NETFLIX, NOT_ON_NETFLIX]);
    await chooseNetflix(page);

    const coverage = page.getByRole('figure', { name: 'Your watchlist on each service' });
    await expectVisible(coverage.getByText('Netflix has 50 % of your watchlist', { exact: false }));
    await expectVisible(coverage.getByText('50 % (1 of 2)'));
    await expectVisible(
      coverage.getByText(/US availability as of \d{4}-\d{2}(-\d{2})? \(snapshot\)/),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/watchlist`);
    const list = page.getByRole('list', { name: 'Watchlist' });
    await expectVisible(list.getByRole('heading', { name: NOT_ON_NETFLIX.title }));
    expect(await servicesSwitch(page).isChecked()).toBe(false);
    // Unfiltered, the badge still tells which saved titles are on my services.
    const netflixCard = list.getByRole('article').filter({ hasText: ON_NETFLIX.title });
    await expectVisible(netflixCard.getByText('On your services'));
    const otherCard = list.getByRole('article').filter({ hasText: NOT_ON_NETFLIX.title });
    expect(await otherCard.getByText('On your services').count()).toBe(0);
    await servicesSwitch(page).check();
    await page.waitForURL(/[?&]services=mine/);
    await list.getByRole('heading', { name: NOT_ON_NETFLIX.title }).waitFor({ state: 'detached' });
    const card = list.getByRole('article').filter({ hasText: ON_NETFLIX.title });
    await expectVisible(card.getByText('On your services'));

    // The address keeps the switch: a reload shows the same filtered list.
    await page.reload();
    await expectVisible(list.getByRole('heading', { name: ON_NETFLIX.title }));
    expect(await servicesSwitch(page).isChecked()).toBe(true);
    expect(await list.getByRole('heading', { name: NOT_ON_NETFLIX.title }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters a browse list through the API and keeps it in the address', async () => {
    const page = await signedInPage();
    await chooseNetflix(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tmdb/discover/tv') asked.push(url.searchParams.toString());
    });
    await page.goto(`${baseUrl}/tvshows?genre=Drama`);
    await expectVisible(page.getByRole('article'));
    const before = await page.getByRole('article').count();
    await servicesSwitch(page).check();
    await page.waitForURL(/genre=Drama&services=mine$/);
    await expect.poll(() => asked.some((query) => query.includes('services=mine'))).toBe(true);
    await expectVisible(page.getByRole('article').first().getByText('On your services'));
    const cards = page.getByRole('article');
    for (const text of await cards.allTextContents()) expect(text).toContain('On your services');
    expect(await cards.count()).toBeLessThanOrEqual(before);

    // Another genre keeps the switch on.
    await page.getByRole('list', { name: 'TV genres' }).getByRole('button').nth(1).click();
    await page.waitForURL(/services=mine/);
    expect(await servicesSwitch(page).isChecked()).toBe(true);

    await servicesSwitch(page).uncheck();
    await page.waitForURL((url) => !url.searchParams.has('services'));
  });

  it('badges the cards on my services on lists shown unfiltered, one request per page of cards', async () => {
    const page = await signedInPage();
    await chooseNetflix(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/me/services/available')
        asked.push(url.searchParams.get('titles') ?? '');
    });
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(ON_NETFLIX.title)}`);
    expect(await servicesSwitch(page).isChecked()).toBe(false);
    const onNetflix = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: ON_NETFLIX.title, exact: true }) });
    await expectVisible(onNetflix.getByText('On your services'));
    const cards = await page.getByRole('article').count();
    expect(asked.length).toBeLessThanOrEqual(Math.ceil(cards / 20));
    expect(asked.join(',')).toContain(`${ON_NETFLIX.type}:${ON_NETFLIX.id}`);

    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(NOT_ON_NETFLIX.title)}`);
    const notOn = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: NOT_ON_NETFLIX.title, exact: true }) });
    await expectVisible(notOn);
    await expect.poll(() => asked.some((t) => t.includes(`movie:${NOT_ON_NETFLIX.id}`))).toBe(true);
    expect(await notOn.getByText('On your services').count()).toBe(0);

    // A visitor's cards carry no badge and ask nothing.
    const visitor = await newPage();
    let visitorAsked = 0;
    visitor.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/me/services/available') visitorAsked++;
    });
    await visitor.goto(`${baseUrl}/search?q=${encodeURIComponent(ON_NETFLIX.title)}`);
    await expectVisible(visitor.getByRole('article').first());
    expect(await visitor.getByText('On your services').count()).toBe(0);
    expect(visitorAsked).toBe(0);
  });

  it('has the switch on search, genres, trending and the picks, each asking its list filtered', async () => {
    const page = await signedInPage();
    await chooseNetflix(page);
    const lists: Record<string, string> = {
      '/search?q=breaking': '/api/tmdb/search',
      '/genres?genre=Drama': '/api/tmdb/byGenre',
      '/trending': '/api/tmdb/trending',
      '/unclespick': '/api/recommend/all',
    };
    for (const [path, api] of Object.entries(lists)) {
      await page.goto(`${baseUrl}${path}`);
      const filtered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === api && url.searchParams.get('services') === 'mine';
      });
      await servicesSwitch(page).check();
      expect((await filtered).status(), path).toBe(200);
      expect(new URL(page.url()).searchParams.get('services'), path).toBe('mine');
      await expectVisible(page.getByRole('article').first().getByText('On your services'));
    }
  });

  it('shows my services first on a title page, grouped, with the source of the data', async () => {
    const page = await signedInPage();
    await chooseNetflix(page);
    await page.goto(`${baseUrl}/${ON_NETFLIX.type}/${ON_NETFLIX.id}`);
    const where = page.getByRole('region', { name: 'Where to watch' });
    const mine = where.getByRole('region', { name: 'On your services' });
    await expectVisible(mine.getByText('Netflix'));
    await expectVisible(
      where.getByText(
        /US availability as of \d{4}-\d{2}(-\d{2})? \(snapshot\), may be out of date\./,
      ),
    );
    const groups = await where
      .getByRole('region')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(groups[0]).toBe('On your services');
    for (const group of groups.slice(1)) expect(['Stream', 'Free', 'Rent', 'Buy']).toContain(group);
  });

  it('keeps the household pick to the services of someone on the sofa, unless asked not to', async () => {
    const page = await signedInPage();
    await chooseNetflix(page);
    await page.goto(`${baseUrl}/together`);
    await page.getByLabel('Household name').fill('Sofa');
    await page.getByRole('button', { name: 'Create household' }).click();
    const onOurs = page.getByRole('checkbox', { name: /^On our services/ });
    await expectVisible(onOurs);
    expect(await onOurs.isChecked()).toBe(true);
    const note = page.getByText('Only titles on the streaming services of someone on the sofa.');
    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/pick')) asked.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Pick for us' }).click();
    await expectVisible(note);
    await onOurs.uncheck();
    await page.getByRole('button', { name: 'Pick for us' }).click();
    await note.waitFor({ state: 'detached' });
    expect(asked.at(-1)).toMatchObject({ services: 'off' });
    expect(asked[0]).not.toHaveProperty('services');
  });

  it('asks a visitor to log in instead of showing a broken list', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/trending?services=mine`);
    await expectVisible(page.getByText('Log in and choose your streaming services'));
    expect(await page.getByRole('link', { name: 'Log In' }).last().getAttribute('href')).toBe(
      '/login',
    );
    expect(await servicesSwitch(page).isChecked()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('fits a 375 px phone in dark mode, axe clean', async () => {
    const page = await signedInPage({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    await chooseNetflix(page);
    await page.goto(`${baseUrl}/trending?services=mine`);
    await expectVisible(page.getByRole('article').first().getByText('On your services'));
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ['/trending?services=mine', '/profile', `/tv/${ON_NETFLIX.id}`]) {
      if (!page.url().endsWith(path)) await page.goto(`${baseUrl}${path}`);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});
