import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn, uniqueEmail } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const results = (page: Page) => page.getByRole('region', { name: /^Results for/ });
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const banner = (page: Page) => page.getByRole('complementary', { name: "Who's watching?" });

/** Search results for `q`, once they are on the page. */
async function searchTitles(page: Page, q: string): Promise<string[]> {
  await page.goto(`${baseUrl}/search?q=${encodeURIComponent(q)}`);
  await expectVisible(
    results(page)
      .getByRole('article')
      .or(page.getByText('No results found.', { exact: true })),
  );
  return results(page).getByRole('article').getByRole('heading').allTextContents();
}

describe("kids' profiles", () => {
  it('an adult adds Cleo, watches as her within her limits and goes back with the password (375 px, dark)', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    const account = await createVerifiedAccount(baseUrl, uniqueEmail('dana'));
    await signIn(page, baseUrl, account);

    // As the adult, The Dark Knight (PG-13) is found and its page opens.
    expect(await searchTitles(page, 'the dark knight')).toContain('The Dark Knight');

    await page.goto(`${baseUrl}/together`);
    await page.getByLabel('Household name').fill('The Lees');
    await page.getByRole('button', { name: 'Create household' }).click();
    const who = page.getByRole('region', { name: "Who's watching?" });
    await expectVisible(who.getByText('No children’s profiles yet.', { exact: false }));

    // The owner adds Cleo with a young child's limits: movies up to G, TV up to TV-Y7.
    await who.getByLabel('Child’s name').fill('Cleo');
    expect(await who.getByLabel('Highest movie rating').inputValue()).toBe('PG');
    expect(await who.getByLabel('Highest TV rating').inputValue()).toBe('TV-Y7');
    await who.getByLabel('Highest movie rating').selectOption('G');
    await who.getByRole('button', { name: 'Add profile' }).click();
    await expectVisible(page.getByText('Cleo’s profile is ready'));
    await expectVisible(page.getByRole('list', { name: 'Members' }).getByText('(child’s profile)'));
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Who's watching? Cleo: the banner says so on every page.
    await who.getByRole('button', { name: 'Watch as Cleo' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectVisible(banner(page).getByText('Watching as', { exact: false }));
    await expectVisible(banner(page).getByText('Cleo', { exact: true }));

    // Her lists leave out what is above her limits, and keep what is within them.
    const found = await searchTitles(page, 'the dark knight');
    expect(found).not.toContain('The Dark Knight');
    expect(await searchTitles(page, 'toy story')).toContain('Toy Story');

    // The Dark Knight's own page says it is not available on her profile.
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { name: "Not available on Cleo's profile" }));
    await expectVisible(page.getByText(/Rated PG-13, above its limit/));
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // On Watch together she is in the household, but cannot leave it or pick another profile.
    await page.goto(`${baseUrl}/together`);
    await expectVisible(page.getByRole('heading', { name: 'The Lees' }));
    expect(await page.getByRole('button', { name: 'Leave household' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: "Who's watching?" }).count()).toBe(0);

    // Her rating limits show on her profile; only the owner could lift them.
    await page.goto(`${baseUrl}/profile`);
    const limits = page.getByRole('region', { name: 'Rating limits' });
    await expect.poll(() => limits.getByLabel('Highest movie rating').inputValue()).toBe('G');
    await limits.getByLabel('Highest movie rating').selectOption('');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expectVisible(limits.getByRole('alert'));

    // Going back needs the adult's password: a wrong one is refused, the right one works.
    await banner(page).getByRole('button', { name: 'Switch back to an adult' }).click();
    await banner(page).getByLabel('Adult’s password or PIN').fill('not the password');
    await banner(page).getByRole('button', { name: 'Switch back', exact: true }).click();
    await expectVisible(banner(page).getByRole('alert'));
    expect(await seriousViolations(page)).toEqual([]);
    await banner(page).getByLabel('Adult’s password or PIN').fill(account.password);
    await banner(page).getByRole('button', { name: 'Switch back', exact: true }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.goto(`${baseUrl}/movie/155`);
    await expectVisible(page.getByRole('heading', { name: 'The Dark Knight', level: 1 }));
    await context.close();
  });
});
