import type { Person, PersonCredits } from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('person page', () => {
  it('shows the fallbacks and Known For titles with posters, TV linking to /tv/{id}', async () => {
    // Jerry Seinfeld: TV credits (has a name field) and movies; no biography or place of
    // birth in any source (Bryan Cranston, used before, now has both).
    const person = await getJson<Person>('/api/tmdb/person/16377');
    const credits = await getJson<PersonCredits>('/api/tmdb/person/16377/movies');
    expect(person.biography).toBe('');
    expect(person.place_of_birth).toBeNull();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/person/16377`);
    await expectVisible(page.getByRole('heading', { level: 1, name: person.name }));
    await expectVisible(page.getByText('Unknown birthplace', { exact: true }));
    await expectVisible(page.getByText('No biography available.', { exact: true }));
    expect(await page.getByRole('img', { name: person.name }).getAttribute('src')).toMatch(
      /^\/img\/w342\//,
    );

    const knownFor = page.getByRole('region', { name: 'Known For' });
    const cards = knownFor.getByRole('article');
    await expectVisible(cards);
    const withPosters = credits.cast.filter((c) => c.poster_path && !c.adult);
    expect(await cards.count()).toBe(Math.min(10, withPosters.length));
    for (const img of await knownFor.locator('article img').all()) {
      expect(await img.getAttribute('src')).toMatch(/^\/img\/w300\//);
    }
    const tv = credits.cast.find((c) => c.name)!;
    const movie = credits.cast.find((c) => !c.name && c.poster_path)!;
    const hrefs = await knownFor
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`/tv/${tv.id}`);
    expect(hrefs).toContain(`/movie/${movie.id}`);

    await knownFor.getByRole('link', { name: tv.name }).first().click();
    await page.waitForURL(`${baseUrl}/tv/${tv.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: tv.name }));
    await context.close();
  });

  it('is reached from a cast card on a detail page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/movie/155`);
    await page.getByRole('region', { name: 'Cast' }).getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/person/3894`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Christian Bale' }));
    await context.close();
  });

  it('shows a not-found page for an unknown person', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/person/2147483000`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Person not found' }));
    await expectVisible(page.getByRole('link', { name: 'Go home' }));
    await context.close();
  });

  it('fits 375 px without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/person/3894`);
    await expectVisible(page.getByRole('region', { name: 'Known For' }).getByRole('article'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
