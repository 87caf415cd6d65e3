import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

/** Up next (issue #45): shows not watched for a while, and marking with Undo in place. */
const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const BREAKING_BAD = 1396;
const GAME_OF_THRONES = 1399;
const CHERNOBYL = 87108;

async function signedInPage(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

async function mark(page: Page, body: object) {
  const answer = await page.request.post(`${baseUrl}/api/me/episodes`, {
    headers: { origin: baseUrl },
    data: body,
  });
  expect(answer.status()).toBe(200);
}

const recently = () => new Date(Date.now() - 3 * 86_400_000).toISOString();

describe('Up next', () => {
  for (const [width, colorScheme] of [
    [375, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`groups shows not watched for a while apart, with Resume and Drop (${width} px, ${colorScheme})`, async () => {
      const page = await signedInPage(width, colorScheme);
      await mark(page, { showId: BREAKING_BAD, season: 1, episode: 1, watchedAt: '2015-02-01' });
      await mark(page, { showId: CHERNOBYL, season: 1, episode: 1, watchedAt: '2016-02-01' });
      await mark(page, { showId: GAME_OF_THRONES, season: 1, episode: 1, watchedAt: recently() });
      await page.goto(`${baseUrl}/progress`);
      const stale = page.getByRole('list', { name: "Haven't watched for a while shows" });
      await expectVisible(page.getByRole('heading', { name: "Haven't watched for a while" }));
      await expectVisible(stale.getByRole('link', { name: 'Breaking Bad' }));
      await expectVisible(
        page.getByRole('list', { name: 'Shows in progress' }).getByRole('link', {
          name: 'Game of Thrones',
        }),
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await stale.getByRole('button', { name: 'Resume Breaking Bad' }).click();
      await expectVisible(
        page.getByRole('list', { name: 'Shows in progress' }).getByRole('link', {
          name: 'Breaking Bad',
        }),
      );
      await stale.getByRole('button', { name: 'Drop Chernobyl' }).click();
      await expectVisible(
        page.getByRole('list', { name: 'Dropped shows' }).getByRole('link', { name: 'Chernobyl' }),
      );
    });
  }

  it('marks the next episode with Undo, and the card stays in place', async () => {
    const page = await signedInPage(1280, 'light');
    await mark(page, { showId: GAME_OF_THRONES, season: 1, episode: 1, watchedAt: recently() });
    await mark(page, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      watchedAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await page.goto(`${baseUrl}/progress`);
    const inProgress = page.getByRole('list', { name: 'Shows in progress' });
    const names = () => inProgress.getByRole('heading', { level: 2 }).allTextContents();
    await expectVisible(inProgress.getByRole('link', { name: 'Game of Thrones' }));
    expect(await names()).toEqual(['Breaking Bad', 'Game of Thrones']);

    const thrones = inProgress.getByRole('listitem').filter({ hasText: 'Game of Thrones' });
    await thrones.getByRole('button', { name: 'Mark Game of Thrones S01E02 watched' }).click();
    await expectVisible(thrones.getByText('Next: S01E03'));
    // Just marked, so most recently watched: still second until the page is left.
    expect(await names()).toEqual(['Breaking Bad', 'Game of Thrones']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(thrones.getByText('Next: S01E02'));
    await expectVisible(page.getByText('Unmarked Game of Thrones S01E02.'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("marks a whole show's aired episodes from its page, on their air dates (375 px, dark)", async () => {
    const page = await signedInPage(375, 'dark');
    await page.goto(`${baseUrl}/tv/${CHERNOBYL}`);
    await page.getByRole('radio', { name: 'Each on its air date' }).check();
    await page.getByRole('button', { name: 'Mark all aired episodes' }).click();
    await expectVisible(page.getByText('Marked 5 aired episodes as watched.'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/progress`);
    const completed = page.getByRole('list', { name: 'Completed shows' });
    await expectVisible(completed.getByRole('link', { name: 'Chernobyl' }));
    // The status menu of a completed show says so.
    await expect
      .poll(() =>
        completed
          .getByLabel('Status of Chernobyl')
          .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent),
      )
      .toBe('Completed');
  });

  it("says why the calendar is empty offline: no episode airs after the data's date", async () => {
    const page = await signedInPage(1280, 'light');
    await page.goto(`${baseUrl}/calendar`);
    await expectVisible(page.getByText(/in the offline episode data\. With a TMDB key/));
  });
});
