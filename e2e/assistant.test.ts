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

describe('movie assistant', () => {
  it('narrows results over three turns and opens a card', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assistant`);
    await expectVisible(page.getByText("Hi! I'm your movie assistant. Ask me anything!"));
    const log = page.getByRole('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const input = page.getByRole('textbox', { name: 'Message the assistant' });

    const say = async (message: string, expectedLine: string) => {
      await input.fill(message);
      await input.press('Enter');
      await expectVisible(log.getByText(message, { exact: true }));
      await expectVisible(log.getByText(expectedLine, { exact: true }), 30_000);
    };
    await say('suggest some thrillers', 'Thrillers:');
    await say('Korean ones', 'Korean thrillers:');
    await say('from the 2010s', 'Korean thrillers from the 2010s:');

    const lastList = log.getByRole('list').last();
    const cards = lastList.getByRole('link');
    expect(await cards.count()).toBeGreaterThan(2);
    const texts = await cards.allInnerTexts();
    for (const text of texts) {
      expect(text).toContain('Korean');
      const year = Number(/\b(20\d\d)\b/.exec(text)?.[1]);
      expect(year >= 2010 && year <= 2019, text).toBe(true);
    }
    const href = await cards.first().getAttribute('href');
    expect(href).toMatch(/^\/(movie|tv)\/\d+$/);
    await cards.first().click();
    await page.waitForURL(`${baseUrl}${href}`);
    await context.close();
  });

  it('keeps the message box in view after each reply, on a phone and a desktop', async () => {
    for (const viewport of [
      { width: 375, height: 700 },
      { width: 1280, height: 720 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/assistant`);
      const log = page.getByRole('log');
      const input = page.getByRole('textbox', { name: 'Message the assistant' });
      for (const message of ['suggest some comedies', 'suggest some thrillers']) {
        await input.fill(message);
        await input.press('Enter');
        await expectVisible(log.getByRole('list').last().getByRole('link').first(), 30_000);
        // Once the page has scrolled to the reply, the box is fully on screen.
        await expect
          .poll(async () => {
            const box = (await input.boundingBox())!;
            return box.y >= 0 && box.y + box.height <= viewport.height;
          })
          .toBe(true);
      }
      await context.close();
    }
  });

  it('starts from a suggested prompt and shows the failure text when the server fails', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assistant`);
    await page.getByRole('button', { name: 'Films directed by Nolan' }).click();
    await expectVisible(page.getByRole('log').getByRole('link', { name: /Inception/ }), 30_000);
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, body: '{}' }));
    const input = page.getByRole('textbox', { name: 'Message the assistant' });
    await input.fill('more');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.getByText('❌ Sorry, something went wrong.'));
    await context.close();
  });

  it('answers a question, its follow-up and a fresh request, with crypto.randomUUID absent', async () => {
    // A popular movie and its facts, read from the catalogue's API (not written into the test).
    const discover = (await (await fetch(`${baseUrl}/api/tmdb/discover?page=1`)).json()) as {
      results: { id: number; title: string }[];
    };
    let picked: { title: string; directors: string[]; star: string } | undefined;
    for (const movie of discover.results) {
      const credits = (await (
        await fetch(`${baseUrl}/api/tmdb/movie/${movie.id}/credits`)
      ).json()) as {
        cast: { name: string }[];
        crew: { name: string; job: string }[];
      };
      const directors = credits.crew.filter((c) => c.job === 'Director').map((c) => c.name);
      if (directors.length && credits.cast.length) {
        picked = { title: movie.title, directors, star: credits.cast[0]!.name };
        break;
      }
    }
    expect(picked).toBeDefined();

    const context = await browser.newContext();
    // Plain HTTP at a LAN address is not a secure context: randomUUID does not exist there.
    await context.addInitScript(() => {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/assistant`);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await expectVisible(page.getByText("Hi! I'm your movie assistant. Ask me anything!"));
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: 'Message the assistant' });
    const say = async (message: string) => {
      await input.fill(message);
      await input.press('Enter');
      await expectVisible(log.getByText(message, { exact: true }));
    };

    await say(`Who directed ${picked!.title}?`);
    const answer = log.getByText(new RegExp(`was directed by .*${picked!.directors[0]}`));
    await expectVisible(answer, 30_000);
    await expectVisible(log.getByRole('link', { name: new RegExp(picked!.title) }).first());

    await say('and who stars in it?');
    await expectVisible(log.getByText(new RegExp(`stars .*${picked!.star}`)), 15_000);

    await say('korean thrillers');
    await expectVisible(log.getByText('Korean thrillers:', { exact: true }), 15_000);
    const cards = await log.getByRole('list').last().getByRole('link').allInnerTexts();
    expect(cards.length).toBeGreaterThan(2);
    for (const text of cards) expect(text).toContain('Korean');
    expect(errors).toEqual([]);
    await context.close();
  });
});
