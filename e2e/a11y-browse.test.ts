import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const pages = [
  { path: '/', ready: 'main article' },
  { path: '/trending', ready: 'main article' },
  { path: '/genres', ready: 'main article' },
  { path: '/tvshows', ready: 'main article' },
];

describe('accessibility of the browse pages (axe-core)', () => {
  for (const { path, ready } of pages) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path} in ${colorScheme} mode has no serious or critical violation`, async () => {
        // Reduced motion: cards show at once, so contrast is checked on the final colours.
        const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator(ready).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  for (const { path, ready } of pages) {
    it(`${path} at 375 px has no serious violation and no sideways scrolling`, async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    });
  }

  it('the auto-scrolling home page hides the duplicated row from assistive technology', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.locator('main article').first().waitFor();
    // Rows below the first screen render as they come near: pass by each of them.
    for (const heading of await page.locator('main section h2').all()) {
      await heading.scrollIntoViewIfNeeded();
    }
    await expect.poll(() => page.locator('ul[data-copy]').count()).toBe(4);
    const violations = await seriousViolations(page);
    expect(violations.filter((v) => /aria-hidden-focus|nested-interactive/.test(v))).toEqual([]);
    await context.close();
  });
});
