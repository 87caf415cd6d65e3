import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { inlineSiteInfo, routeSiteInfo } from './support/site-info';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('web shell', () => {
  it('shows the navigation, footer and Ask Assistant link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Trending',
      'Search',
      'Genres',
      'Watchlist',
      'TV Shows',
      "Uncle's Pick",
    ]) {
      await expectVisible(nav.getByRole('link', { name: label, exact: true }));
    }
    await expectVisible(nav.getByRole('link', { name: 'Login' }));
    await expectVisible(nav.getByRole('link', { name: 'Sign Up' }));
    const assistant = page.getByRole('link', { name: 'Ask Assistant' });
    await expectVisible(assistant);
    expect(await assistant.getAttribute('href')).toBe('/assistant');
    expect(
      await page
        .getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.')
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('shows only the social links the server has configured', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // This server configures none: the footer offers no social link at all.
    const response = await page.goto(baseUrl);
    expect(inlineSiteInfo(await response!.text())?.social).toEqual([]);
    const footer = page.getByRole('contentinfo');
    await expectVisible(footer.getByRole('link', { name: 'Home' }));
    for (const name of ['GitHub', 'X', 'Instagram']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    // One that configures two shows exactly those two, with their addresses.
    await routeSiteInfo(page, (info) => ({
      ...info,
      social: [
        { network: 'github', url: 'https://github.com/uncle/watch' },
        { network: 'instagram', url: 'https://www.instagram.com/unclewatch' },
      ],
    }));
    await page.reload();
    const github = footer.getByRole('link', { name: 'GitHub', exact: true });
    await expectVisible(github);
    expect(await github.getAttribute('href')).toBe('https://github.com/uncle/watch');
    expect(
      await footer.getByRole('link', { name: 'Instagram', exact: true }).getAttribute('href'),
    ).toBe('https://www.instagram.com/unclewatch');
    expect(await footer.getByRole('link', { name: 'X', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('keeps the Ask Assistant button off /assistant and off the ratings card text', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
      { width: 375, height: 812 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/movie/155`);
      const ratings = page.getByRole('region', { name: 'Ratings' });
      await expectVisible(ratings.getByText('Uncle Score', { exact: true }));
      const link = page.getByRole('link', { name: 'Ask Assistant' });
      await expectVisible(link);
      // As the page opens, and with the card scrolled to the top and the middle of the screen.
      for (const block of ['as opened', 'start', 'center'] as const) {
        if (block !== 'as opened') {
          await ratings.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
        }
        const button = (await link.boundingBox())!;
        const covered = await ratings.evaluate((el, b) => {
          const hit: string[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of Array.from(range.getClientRects())) {
              const apart =
                r.right <= b.x ||
                r.left >= b.x + b.width ||
                r.bottom <= b.y ||
                r.top >= b.y + b.height;
              if (!apart) hit.push(node.textContent.trim());
            }
          }
          return hit;
        }, button);
        expect(covered, `${viewport.width}×${viewport.height}, card at ${block}`).toEqual([]);
      }
      if (viewport.width === 1280) {
        await page.getByRole('link', { name: 'Ask Assistant' }).click();
        await page.waitForURL(/\/assistant$/);
        await expect.poll(() => page.getByRole('link', { name: 'Ask Assistant' }).count()).toBe(0);
      }
      await context.close();
    }
  });

  it('toggles dark mode and keeps it after a reload', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    // The page is server-rendered: a press before the app is live is replayed once it is.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(isDark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    expect(await isDark()).toBe(false);
    await context.close();
  });

  it('follows the system preference when nothing is stored, without a flash', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Record the class at first paint, before any React code runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.goto(baseUrl);
    expect(
      await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad),
    ).toBe(true);
    await context.close();
  });

  it('opens the mobile menu at 375 px and navigates from it', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(baseUrl);
    // Mobile: a search icon and a menu button instead of the link row.
    await expectVisible(
      page.getByRole('link', { name: 'Search', exact: true }).filter({ visible: true }),
    );
    expect(await page.getByRole('link', { name: 'Genres' }).filter({ visible: true }).count()).toBe(
      0,
    );
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    const menu = page.locator('#mobile-menu');
    await expectVisible(menu.getByRole('link', { name: 'TV Shows' }));
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await menu.getByRole('link', { name: 'Trending' }).click();
    await page.waitForURL(/\/trending$/);
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    // Escape closes the menu and puts focus back on its button.
    await menuButton.click();
    await expectVisible(menu.getByRole('link', { name: 'TV Shows' }));
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // The search icon closes it too, on its way to /search.
    await menuButton.click();
    await expectVisible(menu.getByRole('link', { name: 'TV Shows' }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByLabel('Search', { exact: true })
      .click();
    await page.waitForURL(/\/search$/);
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await context.close();
  });

  it('shows the not-found page for an unknown URL', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/nope`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go home' }).isVisible()).toBe(true);
    await context.close();
  });
});
