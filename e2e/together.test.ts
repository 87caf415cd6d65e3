import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn, uniqueEmail } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

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

/** A new account named `name`, signed in on a phone-sized screen. */
async function personOnPhone(name: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    colorScheme,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
  });
  contexts.push(context);
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl, email));
  return page;
}

/** Adds titles to the signed-in user's watchlist through the API, as the title pages do. */
async function save(page: Page, ids: number[]) {
  for (const id of ids) {
    const answer = await page.request.put(`${baseUrl}/api/me/watchlist/movie/${id}`, {
      headers: { origin: baseUrl },
    });
    expect(answer.status()).toBe(200);
  }
}

const SHARED = 550; // Fight Club
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The lowest text contrast among the sofa's chips, as painted (WCAG ratio): each colour is drawn
 * on a canvas, so any CSS colour syntax (oklch, rgb with alpha over the page) counts as shown.
 */
const weakestChipContrast = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (colors: string[]) => {
      paint.clearRect(0, 0, 1, 1);
      for (const color of colors) {
        paint.fillStyle = color;
        paint.fillRect(0, 0, 1, 1);
      }
      return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const chips = Array.from(document.querySelectorAll('fieldset label'));
    return Math.min(
      ...chips.map((chip) => {
        const backgrounds: string[] = [];
        for (let at: Element | null = chip; at; at = at.parentElement)
          backgrounds.unshift(getComputedStyle(at).backgroundColor);
        const back = luminance(rgb(['white', ...backgrounds]));
        const text = luminance(rgb(['white', ...backgrounds, getComputedStyle(chip).color]));
        return (Math.max(back, text) + 0.05) / (Math.min(back, text) + 0.05);
      }),
    );
  });

describe('watch together', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`two people pick, veto and log an evening at 375 px (${colorScheme})`, async () => {
      const sam = await personOnPhone('Sam', colorScheme);
      const jo = await personOnPhone('Jo', colorScheme);
      await save(sam, [SHARED, 680]);
      await save(jo, [SHARED, 13]);

      // The nav offers the page to signed-in people.
      await sam.getByRole('button', { name: 'Open menu' }).click();
      await sam.getByRole('link', { name: 'Together', exact: true }).click();
      await sam.waitForURL(`${baseUrl}/together`);

      await sam.getByLabel('Household name').fill('Flat 3');
      await sam.getByRole('button', { name: 'Create household' }).click();
      const code = sam.locator('strong.font-mono');
      await expectVisible(code);
      const inviteCode = (await code.textContent())!.trim();

      // The invitation link fills the code in.
      await expectVisible(sam.getByText(`${baseUrl}/together?code=${inviteCode}`));
      // "Copy link" puts that link on the clipboard (issue #45).
      await sam.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl,
      });
      await sam.getByRole('button', { name: 'Copy link' }).click();
      await expectVisible(sam.getByText('Invite link copied: send it to your household.'));
      expect(await sam.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseUrl}/together?code=${inviteCode}`,
      );
      await jo.goto(`${baseUrl}/together?code=${inviteCode}`);
      await expect.poll(() => jo.getByLabel('Invite code').inputValue()).toBe(inviteCode);
      await jo.getByRole('button', { name: 'Join', exact: true }).click();
      await expectVisible(jo.getByRole('heading', { name: 'Flat 3' }));

      await sam.reload();
      const sofa = sam.getByRole('group', { name: 'Who’s on the sofa?' });
      await expectVisible(sofa.getByLabel(/^jo-/));
      // Every name on the sofa's chips is readable, ticked or not, light and dark (issue #45).
      await sofa.getByLabel(/^jo-/).uncheck();
      expect(await seriousViolations(sam, 'fieldset')).toEqual([]);
      expect(await weakestChipContrast(sam)).toBeGreaterThanOrEqual(4.5);
      await sofa.getByLabel(/^jo-/).check();
      await sam.getByLabel('Time limit').selectOption('150');
      await sam.getByLabel('Kind').selectOption('movie');
      await sam.getByRole('button', { name: 'Pick for us' }).click();

      const picks = sam.getByRole('region', { name: 'Tonight’s picks' }).getByRole('listitem');
      const cards = sam.locator('section[aria-labelledby="picks-heading"] ol > li');
      await expect.poll(() => cards.count()).toBe(3);
      const first = cards.first();
      await expectVisible(first.getByRole('link', { name: 'Fight Club' }));
      await expectVisible(first.getByText(/On sam-.*'s and jo-.*'s watchlists/));
      await expectVisible(first.getByText(/Group score/));
      expect(await first.locator('img').getAttribute('src')).toMatch(/^\/img\/w185\//);
      await expect.poll(() => picks.count()).toBeGreaterThan(3);
      expect(await noHorizontalScroll(sam)).toBe(true);
      expect(await seriousViolations(sam)).toEqual([]);

      // A veto brings the next pick; three stay on screen.
      const second = await cards.nth(1).getByRole('heading').textContent();
      await first.getByRole('button', { name: 'Veto Fight Club' }).click();
      await expect.poll(() => cards.first().getByRole('heading').textContent()).toBe(second);
      await expect.poll(() => cards.count()).toBe(3);

      // "We watched it" puts it in both diaries, and Jo is asked to rate it on the next visit.
      const watchedTitle = (await cards
        .first()
        .getByRole('heading')
        .getByRole('link')
        .textContent())!.trim();
      await cards.first().getByRole('button', { name: 'We watched it' }).click();
      await expectVisible(sam.getByText(`${watchedTitle} is in everyone’s diary. Enjoy!`));
      await jo.goto(`${baseUrl}/`);
      const prompt = jo.getByRole('complementary', { name: 'Rate what you watched' });
      await expectVisible(prompt.getByText(watchedTitle));
      expect(await seriousViolations(jo)).toEqual([]);
      await prompt.getByLabel('Your rating').selectOption('9');
      await prompt.getByRole('button', { name: 'Rate it' }).click();
      await expect.poll(() => prompt.count()).toBe(0);

      // Opening a pick goes to its page.
      await cards.first().getByRole('heading').getByRole('link').click();
      await sam.waitForURL(/\/movie\/\d+$/);

      // Jo leaves (asked first, in the page); the household is gone from Jo's page.
      await jo.goto(`${baseUrl}/together`);
      await jo.getByRole('button', { name: 'Leave household' }).click();
      await jo.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
      await expectVisible(jo.getByRole('button', { name: 'Create household' }));
    });
  }
});
