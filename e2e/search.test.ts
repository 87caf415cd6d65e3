import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, signIn } from './support/accounts';
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

const PROMPT = 'No results yet. Try searching for a movie or TV show.';
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search movies and TV shows' });
const results = (page: Page) => page.getByRole('region', { name: /^Results for/ });

async function open(path = '/search') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

describe('search page', () => {
  it('shows the prompt and 10 random popular movies before any search', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const [discover] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/tmdb/discover'),
      page.goto(`${baseUrl}/search`),
    ]);
    const pageParam = Number(new URL(discover.url()).searchParams.get('page'));
    expect(pageParam).toBeGreaterThanOrEqual(1);
    expect(pageParam).toBeLessThanOrEqual(10);
    await expectVisible(page.getByText(PROMPT));
    const grid = page.getByRole('region', { name: 'Popular movies' });
    await expectVisible(grid.getByRole('article'));
    expect(await grid.getByRole('article').count()).toBe(10);
    expect(await grid.getByRole('link').first().getAttribute('href')).toMatch(/^\/movie\/\d+$/);
    await context.close();
  });

  it('finds Interstellar from a typo, keeps ?q= across reload and back', async () => {
    const { context, page } = await open();
    await combobox(page).fill('interstelar');
    await combobox(page).press('Enter');
    await page.waitForURL(/\/search\?q=interstelar$/);
    await expectVisible(results(page).getByRole('link', { name: 'Interstellar' }));
    await page.reload();
    await expectVisible(results(page).getByRole('link', { name: 'Interstellar' }));
    expect(await combobox(page).inputValue()).toBe('interstelar');
    await combobox(page).fill('dark kni');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=dark\+kni$/);
    await expectVisible(results(page).getByRole('link', { name: 'The Dark Knight' }));
    await page.goBack();
    await page.waitForURL(/\?q=interstelar$/);
    await expectVisible(results(page).getByRole('link', { name: 'Interstellar' }));
    expect(await combobox(page).inputValue()).toBe('interstelar');
    await context.close();
  });

  it('ignores a blank submit and trims the term', async () => {
    const { context, page } = await open();
    await combobox(page).fill('   ');
    await combobox(page).press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await expectVisible(page.getByText(PROMPT));
    await combobox(page).fill('  matrix  ');
    await combobox(page).press('Enter');
    await page.waitForURL(/\?q=matrix$/);
    // Back returns to the bare /search: the blank submit added no page to the history.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/search`);
    await context.close();
  });

  it("says 'No results found.' for nonsense", async () => {
    const { context, page } = await open('/search?q=zzqxqzzqxv');
    await expectVisible(page.getByText('No results found.', { exact: true }));
    expect(await page.getByText(PROMPT).count()).toBe(0);
    await context.close();
  });

  it('shows matching people linking to their page', async () => {
    const { context, page } = await open('/search?q=tom%20hanks');
    const people = page.getByRole('region', { name: 'People' });
    const link = people.getByRole('link', { name: /Tom Hanks/ });
    await expectVisible(link);
    expect(await link.getAttribute('href')).toBe('/person/31');
    await context.close();
  });

  it('loads 10 results a page with Load More', async () => {
    const { context, page } = await open('/search?q=the');
    const cards = results(page).getByRole('article');
    await expectVisible(cards);
    expect(await cards.count()).toBe(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('section[aria-label^="Results for"] article').length > 10,
    );
    expect(await cards.count()).toBeLessThanOrEqual(20);
    await context.close();
  });

  it('says once, clearly, that a failed search failed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await renderInBrowser(page);
    await page.route('**/api/tmdb/search?**', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await page.goto(`${baseUrl}/search?q=heat`);
    await expectVisible(
      page.getByText(/Search is unavailable right now \(HTTP error! status: 500\)/),
    );
    expect(await page.getByText('No results found.', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/\d+ results? for/).count()).toBe(0);
    await context.close();
  });
});

describe('search suggestions', () => {
  it('waits 300 ms after typing, then offers up to 5 matches', async () => {
    const { context, page } = await open();
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/tmdb/search') calls.push(url.searchParams.get('q') ?? '');
    });
    await combobox(page).click();
    await combobox(page).pressSequentially('dark', { delay: 60 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expectVisible(listbox.getByRole('option'));
    expect(calls).toEqual(['dark']);
    const count = await listbox.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    expect(await combobox(page).getAttribute('aria-controls')).toBe(
      await listbox.getAttribute('id'),
    );
    await context.close();
  });

  it('works with the keyboard alone: ArrowDown, ArrowUp, Enter opens the chosen title', async () => {
    const { context, page } = await open();
    await page.keyboard.press('Tab'); // skip link
    await combobox(page).focus();
    await page.keyboard.type('interstel');
    const options = page.getByRole('option');
    await expectVisible(options);
    const input = combobox(page);
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    expect(await input.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    const count = await options.count();
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(
      await options.nth(count - 1).getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');
    const picked = (await options.first().locator('span > span').first().textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/(movie|tv)\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: picked }));
    await context.close();
  });

  it('closes with Escape and with a click outside', async () => {
    const { context, page } = await open();
    const input = combobox(page);
    await input.click();
    await page.keyboard.type('matrix');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expectVisible(listbox);
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isVisible()).toBe(false);
    expect(new URL(page.url()).search).toBe('');

    await page.keyboard.type(' reloaded');
    await expectVisible(listbox);
    await page.getByRole('heading', { level: 1, name: 'Search' }).click();
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isVisible()).toBe(false);
    await context.close();
  });

  it('opens the title a suggestion names when clicked', async () => {
    const { context, page } = await open();
    await combobox(page).click();
    await combobox(page).fill('breaking ba');
    const option = page.getByRole('option').filter({ hasText: 'Breaking Bad' }).first();
    await expectVisible(option);
    await option.click();
    await page.waitForURL(/\/tv\/1396$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Breaking Bad' }));
    await context.close();
  });
});

describe('voice search', () => {
  it("alerts 'Voice search not supported' without speech recognition", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.webkitSpeechRecognition;
      delete w.SpeechRecognition;
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    // An open alert blocks the page, so answer it from the listener (not after the click).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Voice search' }).click();
    await expect.poll(() => dialogs).toEqual(['alert: Voice search not supported']);
    await context.close();
  });

  it('pulses red while listening, then searches what was heard', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        maxAlternatives = 0;
        onstart: (() => void) | null = null;
        onend: (() => void) | null = null;
        onresult: ((e: unknown) => void) | null = null;
        start() {
          (window as unknown as { fakeRecognition: FakeRecognition }).fakeRecognition = this;
          this.onstart?.();
        }
        abort() {
          this.onend?.();
        }
      }
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    const button = page.getByRole('button', { name: 'Voice search' });
    await button.click();
    expect(await button.getAttribute('class')).toMatch(/animate-pulse/);
    expect(await button.getAttribute('class')).toMatch(/bg-red-600/);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    const settings = await page.evaluate(() => {
      const r = (
        window as unknown as { fakeRecognition: { lang: string; maxAlternatives: number } }
      ).fakeRecognition;
      return [r.lang, r.maxAlternatives];
    });
    expect(settings).toEqual(['en-US', 1]);
    await page.evaluate(() => {
      const r = (
        window as unknown as {
          fakeRecognition: { onresult: (e: unknown) => void; onend: () => void };
        }
      ).fakeRecognition;
      r.onresult({ results: [[{ transcript: 'interstellar' }]] });
      r.onend();
    });
    await page.waitForURL(/\?q=interstellar$/);
    expect(await combobox(page).inputValue()).toBe('interstellar');
    expect(await button.getAttribute('class')).not.toMatch(/bg-red-600/);
    await expectVisible(results(page).getByRole('link', { name: 'Interstellar' }));
    await context.close();
  });
});

describe('recent searches', () => {
  it('are neither shown nor saved for a visitor', async () => {
    const { context, page } = await open();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/me/searches')) posts.push(r.url());
    });
    await combobox(page).fill('heat');
    await combobox(page).press('Enter');
    await expectVisible(results(page).getByRole('article'));
    expect(posts).toEqual([]);
    expect(await page.getByRole('region', { name: 'Recent searches' }).count()).toBe(0);
    await context.close();
  });

  it('are saved (lowercased, once) and listed under the input when signed in', async () => {
    const account = await createVerifiedAccount(baseUrl);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, baseUrl, account);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/me/searches'))
        posts.push(r.postData() ?? '');
    });
    await page.goto(`${baseUrl}/search`);
    const recent = page.getByRole('region', { name: 'Recent searches' });
    for (const term of ['Heat', 'matrix', 'heat']) {
      await combobox(page).fill(term);
      await combobox(page).press('Enter');
      await expectVisible(results(page).getByRole('article'));
      // Saved: the term shows among the recent searches before the next search.
      await expectVisible(recent.getByRole('button', { name: term.toLowerCase(), exact: true }));
    }
    expect(posts.map((p) => (JSON.parse(p) as { term: string }).term)).toEqual(['heat', 'matrix']);
    await expectVisible(recent.getByRole('button', { name: 'matrix' }));
    await recent.getByRole('button', { name: 'heat' }).click();
    await page.waitForURL(/\?q=heat$/);
    await context.close();
  });
});

describe('search on a phone', () => {
  it('fits 375 px without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search?q=batman`);
    await expectVisible(results(page).getByRole('article'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
