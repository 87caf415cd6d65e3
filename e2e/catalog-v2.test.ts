import type { PagedTitles, Person, PersonCredits, TitleDetails, TitlePage } from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { renderInBrowser } from './support/browser-render';
import { expectVisible } from './support/expect-visible';

/**
 * Catalogue v2 on the pages, with subjects found through the API (popular titles first), not
 * hard-coded: a director's page with biography and directing credits, a show's page with
 * network and creators, and a 2023 film's trailer.
 */
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

/** Popular titles of a list, page after page, until `pick` finds one. */
async function findIn<T>(list: string, pick: (id: number) => Promise<T | null>): Promise<T> {
  for (let page = 1; page <= 5; page++) {
    const { results } = await getJson<PagedTitles>(
      `${list}${list.includes('?') ? '&' : '?'}page=${page}`,
    );
    for (const title of results) {
      const found = await pick(title.id);
      if (found) return found;
    }
  }
  throw new Error(`nothing in ${list} fits`);
}

describe('catalogue v2 pages', () => {
  it('a director page shows the biography with its source and directing apart', async () => {
    const subject = await findIn('/api/tmdb/discover', async (id) => {
      const page = await getJson<TitlePage>(`/api/titles/movie/${id}`);
      const director = page.directors[0];
      if (!director) return null;
      const person = await getJson<Person>(`/api/tmdb/person/${director.id}`);
      const credits = await getJson<PersonCredits>(`/api/tmdb/person/${director.id}/movies`);
      return person.biography && person.birthday && credits.directing.length >= 2
        ? { person, credits }
        : null;
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/person/${subject.person.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: subject.person.name }), 20000);
    await expectVisible(page.getByText('Biography from TMDB.'));
    expect(await page.getByText('No biography available.').count()).toBe(0);
    await expectVisible(page.getByText(/\(age \d+\)|\(aged \d+\)/).first());
    const directing = page.getByRole('region', { name: /Directing/ });
    await expectVisible(directing);
    const first = subject.credits.directing[0]!;
    await expectVisible(directing.getByRole('link', { name: first.title ?? first.name }).first());
    await context.close();
  });

  it('a TV page shows network and creators, linked to their pages', async () => {
    const show = await findIn('/api/tmdb/discover/tv', async (id) => {
      const details = await getJson<TitleDetails>(`/api/tmdb/tv/${id}`);
      return details.networks.length && details.created_by.length ? details : null;
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tv/${show.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: show.name }), 20000);
    const facts = page.getByTestId('tv-facts');
    await expectVisible(facts.getByText(show.networks.join(', '), { exact: true }));
    const creator = show.created_by[0]!;
    await facts.getByRole('link', { name: creator.name }).click();
    await page.waitForURL(`${baseUrl}/person/${creator.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: creator.name }), 20000);
    await context.close();
  });

  it("a movie page links its director to the director's page", async () => {
    const film = await findIn('/api/tmdb/discover', async (id) => {
      const page = await getJson<TitlePage>(`/api/titles/movie/${id}`);
      return page.directors.length ? page : null;
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/movie/${film.details.id}`);
    const director = film.directors[0]!;
    await page.getByRole('link', { name: director.name, exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/person/${director.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: director.name }), 20000);
    await context.close();
  });

  it('a title with no trailer and no cast gives the ratings and streaming the whole width', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await renderInBrowser(page);
    // The same answer with what fills the wide column taken out.
    await page.route('**/api/titles/movie/27205', async (route) => {
      const answer = (await (await route.fetch()).json()) as TitlePage;
      await route.fulfill({ json: { ...answer, cast: [], trailer: null } });
    });
    await page.goto(`${baseUrl}/movie/27205`);
    const aside = page.getByRole('complementary', { name: 'Ratings and streaming' });
    await expectVisible(aside.getByRole('heading', { name: 'Ratings' }).first());
    expect(await page.getByRole('heading', { name: 'Cast' }).count()).toBe(0);
    const width = (await aside.boundingBox())!.width;
    expect(width).toBeGreaterThan(1000);
    await context.close();
  });

  it('a 2023 film shows its trailer', async () => {
    const film = await findIn('/api/tmdb/discover', async (id) => {
      const page = await getJson<TitlePage>(`/api/titles/movie/${id}`);
      return page.details.release_date?.startsWith('2023') && page.trailer ? page : null;
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/movie/${film.details.id}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Trailer' }), 20000);
    await context.close();
  });
});
