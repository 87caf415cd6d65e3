import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { childProblem } from '../bench/assistant/request-checks';
import { loadSnapshotCatalog, type SnapshotCatalog } from '../apps/server/src/snapshot/index';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

// Issue #34: what a parent expects from the assistant, in a real browser at 375 px.
const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let data: SnapshotCatalog;

beforeAll(async () => {
  browser = await openBrowser();
  data = loadSnapshotCatalog();
}, 120_000);
afterAll(() => browser.close());

describe('assistant requests', () => {
  it('answers a parent with titles for children, holds a length limit and starts fresh', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assistant`);
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: 'Message the assistant' });
    const say = async (message: string, expectedLine: string) => {
      await input.fill(message);
      await input.press('Enter');
      await expectVisible(log.getByText(message, { exact: true }));
      await expectVisible(log.getByText(expectedLine, { exact: true }), 30_000);
    };
    /** The titles of the last list of cards, from the catalogue. */
    const lastCards = async () => {
      const links = log.getByRole('list').last().getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.map((href) => {
        const [, type, id] = /^\/(movie|tv)\/(\d+)$/.exec(href)!;
        return data.title(type as 'movie' | 'tv', Number(id))!;
      });
    };

    await say('What has Florence Pugh been in?', 'Titles with Florence Pugh:');
    await say('What should I watch tonight with my kids?', 'Family-friendly titles:');
    for (const title of await lastCards()) expect(childProblem(title), String(title.id)).toBe('');

    await say('only ones under 90 minutes', 'Family-friendly movies under 90 minutes:');
    for (const title of await lastCards()) {
      expect(childProblem(title), String(title.id)).toBe('');
      expect(title.runtime).toBeLessThan(90);
    }

    await say(
      'something like Interstellar but shorter',
      'Titles like Interstellar, 168 minutes or less:',
    );
    for (const title of await lastCards()) expect(title.runtime).toBeLessThan(169);
    await context.close();
  });
});
