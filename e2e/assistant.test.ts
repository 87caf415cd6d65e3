import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, type E2eBrowser } from './support/browser';
import { expectVisible } from './support/expect-visible';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('movie assistant', () => {
  it('narrows results over three turns and opens a card', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assistant`);
    await expectVisible(page.getByText("Hi! I'm your movie assistant. Ask me anything!"));
    const log = page.getByRole('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const input = page.getByRole('textbox', { name: 'Message the assistant' });

    const say = async (message: string, expectedLine: string) => {
      await input.fill(message);
      await input.press('Enter');
      await expectVisible(log.getByText(message, { exact: true }));
      await expectVisible(log.getByText(expectedLine, { exact: true }), 10_000);
    };
    await say('suggest some thrillers', 'Thrillers:');
    await say('Korean ones', 'Korean thrillers:');
    await say('from the 2010s', 'Korean thrillers from the 2010s:');

    const lastList = log.getByRole('list').last();
    const cards = lastList.getByRole('link');
    expect(await cards.count()).toBeGreaterThan(2);
    const texts = await cards.allInnerTexts();
    for (const text of texts) {
      expect(text).toContain('Korean');
      const year = Number(/\b(20\d\d)\b/.exec(text)?.[1]);
      expect(year >= 2010 && year <= 2019, text).toBe(true);
    }
    const href = await cards.first().getAttribute('href');
    expect(href).toMatch(/^\/(movie|tv)\/\d+$/);
    await cards.first().click();
    await page.waitForURL(`${baseUrl}${href}`);
    await context.close();
  });

  it('starts from a suggested prompt and shows the failure text when the server fails', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assistant`);
    await page.getByRole('button', { name: 'Films directed by Nolan' }).click();
    await expectVisible(page.getByRole('log').getByRole('link', { name: /Inception/ }), 10_000);
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, body: '{}' }));
    const input = page.getByRole('textbox', { name: 'Message the assistant' });
    await input.fill('more');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.getByText('❌ Sorry, something went wrong.'));
    await context.close();
  });
});
