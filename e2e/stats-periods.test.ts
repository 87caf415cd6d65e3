import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

/** The profile's stats count the chosen period in every figure (issue #45). */
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

/** Logs through the app's own API, from its page (same origin, its session). */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([to, json]) =>
      (
        await fetch(to, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
      ).status,
    [path, body] as const,
  );

const tile = (stats: ReturnType<Page['getByRole']>, label: string) =>
  stats.locator('dl > div').filter({ hasText: label }).locator('dd').textContent();

describe('stats periods', () => {
  it('counts all time, then only the last 12 months, at 375 px in dark mode (axe clean)', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
      timezoneId: 'UTC',
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
    // Inception (148 min) years ago, The Matrix (136 min) today, Breaking Bad's season 1 in 2024,
    // and Casablanca in 1950: all time spans decades (a bar a year, still 375 px wide).
    expect(await post(page, '/api/me/watched/movie/27205', { date: '2019-03-01' })).toBe(201);
    expect(await post(page, '/api/me/watched/movie/289', { date: '1950-05-01' })).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(await post(page, '/api/me/watched/movie/603', { date: today })).toBe(201);
    const season = { showId: 1396, season: 1, watchedAt: '2024-03-01' };
    expect(await post(page, '/api/me/episodes', season)).toBe(200);

    await page.goto(`${baseUrl}/profile`);
    const stats = page.getByRole('region', { name: 'Stats' });
    await expect.poll(() => tile(stats, 'Viewings')).toBe('3');
    expect(await tile(stats, 'Titles')).toBe('4');
    expect(await tile(stats, 'Episodes')).toBe('7');
    expect(await tile(stats, 'Time watched')).toMatch(/^\d+ hours$/);
    await expectVisible(stats.getByRole('table', { name: 'Viewings per year' }));
    await expectVisible(stats.getByText('3 viewings from 1950 to', { exact: false }));
    expect(await seriousViolations(page, 'section[aria-labelledby="section-stats"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await stats.getByLabel('Period').selectOption('last-12-months');
    await expect.poll(() => tile(stats, 'Viewings')).toBe('1');
    expect(await tile(stats, 'Titles')).toBe('1');
    // The Matrix alone: 136 min.
    expect(await tile(stats, 'Hours watched')).toBe('2.3');
    expect(await tile(stats, 'Time watched')).toBe('2 hours');
    await expect.poll(() => stats.getByText('Episodes', { exact: true }).count()).toBe(0);
    await expectVisible(stats.getByRole('table', { name: 'Viewings per month' }));
    expect(await seriousViolations(page, 'section[aria-labelledby="section-stats"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }, 120_000);
});
