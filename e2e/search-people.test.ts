import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  buildSearchCases,
  displayTitle,
  loadSnapshotCatalog,
  mediaTypeOf,
  type SnapshotCatalog,
} from '../apps/server/src/snapshot/index';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { layoutShift, recordLayoutShift } from './support/layout-shift';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let data: SnapshotCatalog;

beforeAll(async () => {
  browser = await openBrowser();
  data = loadSnapshotCatalog();
}, 120_000);
afterAll(() => browser.close());

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search movies and TV shows' });
const results = (page: Page) => page.getByRole('region', { name: /^Results for/ });
const people = (page: Page) => page.getByRole('region', { name: 'People' });

/** The person's three most-voted titles that the site lists (what they are best known for). */
function bestKnown(personId: number): string[] {
  const titles = data
    .creditsOf(personId)
    .map((c) => c.title)
    .filter((t) => t.poster_path && !t.adult)
    .sort((a, b) => b.vote_count - a.vote_count);
  return [...new Set(titles.map(displayTitle))].slice(0, 3);
}

function personNamed(name: string): number {
  for (const p of data.people()) if (p.name === name) return p.id;
  throw new Error(`${name} is not in the catalogue`);
}

/** Opens /search?q=, then: the person first in People, one of their best-known titles in the top 5. */
async function expectPersonFirst(query: string, personId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
  const first = people(page).getByRole('link').first();
  await expectVisible(first);
  expect(await first.getAttribute('href'), query).toBe(`/person/${personId}`);
  const cards = results(page).getByRole('article');
  await expectVisible(cards.first());
  const shown = (await cards.allInnerTexts()).slice(0, 5).join('\n');
  expect(
    bestKnown(personId).some((t) => shown.includes(t)),
    `${query}: ${shown}`,
  ).toBe(true);
  await context.close();
}

describe('people search on /search', () => {
  it('finds people from a surname, a typo, spacing and accents, their work first', async () => {
    for (const [query, name] of [
      ['nolan', 'Christopher Nolan'],
      ['kubrik', 'Stanley Kubrick'],
      ['di caprio', 'Leonardo DiCaprio'],
      ['shahrukh khan', 'Shah Rukh Khan'],
      ['miyazaki', 'Hayao Miyazaki'],
    ] as const) {
      await expectPersonFirst(query, personNamed(name));
    }
  });

  it('does the same for people and spellings picked from the catalogue', async () => {
    const cases = buildSearchCases(data, 3);
    for (const kind of ['full-name director', 'spacing', 'accents'] as const) {
      const c = cases.find((x) => x.kind === kind)!;
      await expectPersonFirst(c.query, c.personId!);
    }
  });

  it('lists a title the query names before the work of someone whose name only resembles it, with no unrelated people', async () => {
    const cases = buildSearchCases(data, 4).filter(
      (c) => c.kind === 'title first word' || c.kind === 'title one word',
    );
    const wanted = new Map([...data.listable()].map((t) => [`${mediaTypeOf(t)}:${t.id}`, t]));
    for (const c of cases) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(c.query)}`);
      const cards = results(page).getByRole('article');
      await expectVisible(cards.first());
      const shown = (await cards.allInnerTexts()).slice(0, c.within).join('\n');
      const title = displayTitle(wanted.get(c.titles[0]!)!);
      expect(shown, c.query).toContain(title);
      // Anyone in People has a word of the query in their name.
      const words = c.query.split(' ');
      for (const name of await people(page).getByRole('link').allInnerTexts()) {
        const folded = name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '');
        expect(
          words.some((w) => folded.split(/\s+/).some((n) => n.startsWith(w.slice(0, 4)))),
          `${c.query}: ${name}`,
        ).toBe(true);
      }
      await context.close();
    }
  });

  it('offers people among the suggestions, marked as people', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    await combobox(page).click();
    await combobox(page).pressSequentially('kubrick', { delay: 40 });
    const option = page.getByRole('option').filter({ hasText: 'Stanley Kubrick' });
    await expectVisible(option);
    expect(await option.innerText()).toMatch(/Person/);
    await option.click();
    await page.waitForURL(new RegExp(`/person/${personNamed('Stanley Kubrick')}$`));
    await context.close();
  });

  it('keeps the layout still while results arrive (CLS ≤ 0.02)', async () => {
    for (const query of ['nolan', 'zzqxqzzqxv']) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await recordLayoutShift(page);
      await page.goto(`${baseUrl}/search?q=${query}`);
      await expectVisible(page.getByText(/\d+ results? for|No results found\./));
      if (query === 'nolan') await expectVisible(people(page));
      const cls = await layoutShift(page);
      expect(cls, query).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });
});
