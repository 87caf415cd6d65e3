import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
const DETAIL_ID = 155;
const DETAIL_TITLE = 'The Dark Knight';
let browser: E2eBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(): Promise<Page> {
  const page = await newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

const ratingSelect = (page: Page) => page.getByLabel('Your rating');

describe('watchlist, ratings and comments', () => {
  it('saves from a card and a detail page, rates, comments, and shows it all', async () => {
    const page = await signedInPage();

    // One watchlist request for the whole /trending page, however many cards it shows.
    let watchlistGets = 0;
    page.on('request', (request) => {
      if (
        new URL(request.url()).pathname === '/api/me/watchlist' &&
        (request.headers().referer ?? '').endsWith('/trending')
      )
        watchlistGets++;
    });
    await page.goto(`${baseUrl}/trending`);
    const card = page
      .locator('article')
      .filter({ hasNot: page.locator(`a[href="/movie/${DETAIL_ID}"]`) })
      .first();
    await expectVisible(card.getByRole('button', { name: 'Add to watchlist' }));
    expect(await page.getByRole('button', { name: 'Add to watchlist' }).count()).toBeGreaterThan(1);
    expect(watchlistGets).toBe(1);
    const cardTitle = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('button', { name: 'Add to watchlist' }).click();
    await expectVisible(card.getByRole('button', { name: 'Remove from watchlist' }));

    // Detail page: rating is disabled until the title is in the watchlist.
    await page.goto(`${baseUrl}/movie/${DETAIL_ID}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: DETAIL_TITLE }));
    await expectVisible(page.getByRole('button', { name: 'Add to Watchlist', exact: true }));
    expect(await ratingSelect(page).isDisabled()).toBe(true);
    expect(await ratingSelect(page).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Add to Watchlist', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'In Watchlist' }));
    await page.waitForFunction(
      () => !(document.querySelector('select') as HTMLSelectElement | null)?.disabled,
    );
    const rated = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/me/ratings/movie/${DETAIL_ID}`) && r.request().method() === 'PUT',
    );
    await ratingSelect(page).selectOption('8');
    expect((await rated).ok()).toBe(true);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'In Watchlist' }));
    await page.waitForFunction(
      () => (document.querySelector('select') as HTMLSelectElement | null)?.value === '8',
    );

    // Comments: blank does nothing; text shows as text and the box clears.
    const box = page.getByLabel('Add a comment');
    await expectVisible(page.getByText('No comments yet. Be the first to share your thoughts!'));
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(page.getByText('No comments yet. Be the first to share your thoughts!'));
    const text = `<b>Loved it</b> ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(page.getByText(text, { exact: true }));
    await page.waitForFunction(() => document.querySelector('textarea')?.value === '');
    expect(await page.locator('li b').count()).toBe(0);

    // /watchlist shows both, newest first.
    await page.goto(`${baseUrl}/watchlist`);
    const list = page.getByRole('list', { name: 'Watchlist' });
    await expectVisible(list.getByRole('heading', { name: DETAIL_TITLE, exact: true }));
    await expectVisible(list.getByRole('heading', { name: cardTitle, exact: true }));
    expect(await list.locator('article').count()).toBe(2);

    // /profile shows both, the rating, and deletes it.
    await page.goto(`${baseUrl}/profile`);
    const watchlistSection = page.getByRole('region', { name: 'Watchlist' });
    await expectVisible(watchlistSection.getByRole('link', { name: DETAIL_TITLE, exact: true }));
    await expectVisible(watchlistSection.getByRole('link', { name: cardTitle, exact: true }));
    const ratedSection = page.getByRole('region', { name: 'Rated' });
    await expectVisible(ratedSection.getByRole('link', { name: DETAIL_TITLE, exact: true }));
    await expectVisible(ratedSection.getByText('Your rating: 8/10'));
    await ratedSection.getByRole('button', { name: `Delete rating of ${DETAIL_TITLE}` }).click();
    await expectVisible(ratedSection.getByText("You haven't rated any movies yet."));
    await page.reload();
    await expectVisible(
      page.getByRole('region', { name: 'Rated' }).getByText("You haven't rated any movies yet."),
    );

    // Removing from a card on /watchlist.
    await page.goto(`${baseUrl}/watchlist`);
    const savedCard = page.locator('article').filter({ hasText: cardTitle });
    await savedCard.getByRole('button', { name: 'Remove from watchlist' }).click();
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: DETAIL_TITLE, exact: true }));
    expect(await page.locator('article').count()).toBe(1);

    // A second user sees the comment but has an empty watchlist.
    const other = await signedInPage();
    await other.goto(`${baseUrl}/movie/${DETAIL_ID}`);
    await expectVisible(other.getByText(text, { exact: true }));
    expect(await other.getByRole('button', { name: /Delete comment/ }).count()).toBe(0);
    expect(await ratingSelect(other).isDisabled()).toBe(true);
    await other.goto(`${baseUrl}/watchlist`);
    await expectVisible(other.getByText('Your watchlist is empty. Add some movies or shows!'));
    await other.goto(`${baseUrl}/profile`);
    await expectVisible(other.getByText('No movies in your watchlist.'));

    // The author deletes the comment, after a question in the page: Cancel keeps it.
    await page.goto(`${baseUrl}/movie/${DETAIL_ID}`);
    await expectVisible(page.getByText(text, { exact: true }));
    const deleteButton = page.getByRole('button', { name: /Delete comment/ }).first();
    const ask = page.getByRole('dialog', { name: 'Delete this comment?' });
    await deleteButton.click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.reload();
    await expectVisible(page.getByText(text, { exact: true }));
    await deleteButton.click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(0);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Comments' }));
    expect(await page.getByText(text, { exact: true }).count()).toBe(0);
  });

  it('shows one Uncle Score for a title on its page, its watchlist card and its pick card', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/movie/${DETAIL_ID}`);
    const ratings = page.getByRole('region', { name: 'Ratings' });
    await expectVisible(ratings.getByText('Uncle Score', { exact: true }));
    const detailScore = /Uncle Score\s*(\d+\.\d)\s*\/10/.exec(await ratings.innerText())?.[1];
    expect(detailScore).toMatch(/^\d+\.\d$/);
    await page.getByRole('button', { name: 'Add to Watchlist', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'In Watchlist' }));

    const cardOf = (title: string) =>
      page.locator('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const badge = `Uncle Score ${detailScore}/10`;
    await page.goto(`${baseUrl}/watchlist`);
    const saved = cardOf(DETAIL_TITLE);
    await expectVisible(saved.getByRole('button', { name: badge }));
    await expectVisible(saved.getByText(/^2008\b/));
    expect(await saved.getByRole('list', { name: 'Genres' }).locator('li').count()).toBeGreaterThan(
      0,
    );

    await page.goto(`${baseUrl}/unclespick`);
    await expectVisible(cardOf(DETAIL_TITLE).getByRole('button', { name: badge }));
  });

  it('gives visitors no card toggle and no posting box', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/trending`);
    await expectVisible(page.locator('article h3'));
    expect(await page.getByRole('button', { name: /watchlist/i }).count()).toBe(0);

    await page.goto(`${baseUrl}/movie/${DETAIL_ID}`);
    await expectVisible(page.getByRole('heading', { name: 'Comments' }));
    await expectVisible(page.getByRole('link', { name: /Log in to add to watchlist/ }));
    expect(await page.getByLabel('Add a comment').count()).toBe(0);
    expect(await page.getByLabel('Your rating').count()).toBe(0);

    await page.goto(`${baseUrl}/watchlist`);
    await expectVisible(page.getByText('Please log in to view your watchlist.'));
    await expectVisible(page.getByRole('main').getByRole('link', { name: 'Log In' }));
  });
});
