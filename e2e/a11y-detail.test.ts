import AxeBuilder from '@axe-core/playwright';
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

const pages = [
  { path: '/movie/155', ready: 'The Dark Knight' },
  { path: '/tv/1396', ready: 'Breaking Bad' },
  { path: '/person/3894', ready: 'Christian Bale' },
  { path: '/search', ready: 'Search' },
  { path: '/search?q=tom%20hanks', ready: 'Search' },
];

describe('accessibility of detail, person and search pages', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { path, ready } of pages) {
      it(`${path} (${colorScheme}) has no serious or critical axe violation`, async () => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await expectVisible(page.getByRole('heading', { level: 1, name: ready }));
        // Let fade-in cards finish so colour contrast is measured on the final look.
        await page.mouse.wheel(0, 4000);
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('article'))
            .filter((card) => {
              const box = card.getBoundingClientRect();
              return box.bottom > 0 && box.top < innerHeight && box.width > 0;
            })
            .every((card) => getComputedStyle(card).opacity === '1'),
        );
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }

  it('the open suggestion list passes too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    await page.getByRole('combobox', { name: 'Search movies and TV shows' }).fill('dark');
    await expectVisible(page.getByRole('option'));
    await page.keyboard.press('ArrowDown');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
