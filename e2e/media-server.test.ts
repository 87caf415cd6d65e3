import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { encode, plex } from '../apps/server/test/support/scrobble-payloads';
import { createVerifiedAccount, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

// "Connect your media server" (#43) on a phone in dark mode: the address, a play from Plex,
// the inbox and the settings.
const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

async function phoneInDarkMode(): Promise<Page> {
  context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function post(url: string, payload: unknown) {
  const { body, type } = encode(payload, 'multipart');
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
  expect(answer.status).toBe(200);
}

describe('Connect your media server', () => {
  it(
    'gives the address, shows what Plex sent and maps an inbox item',
    { timeout: 120_000 },
    async () => {
      const page = await phoneInDarkMode();
      await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
      await page.goto(`${baseUrl}/media-server`);
      await expectVisible(page.getByRole('heading', { name: 'Connect your media server' }));
      await page.getByRole('button', { name: 'Make my address' }).click();
      const address = page.getByLabel('Webhook address', { exact: true });
      await expectVisible(address);
      const url = await address.inputValue();
      expect(url).toMatch(/\/api\/scrobble\/[A-Za-z0-9_-]{30,}$/);
      await page.getByText('Plex', { exact: true }).click();
      await expectVisible(page.getByText('Paste the address above and save.'));

      await post(
        url,
        plex('media.scrobble', {
          kind: 'movie',
          title: 'The Matrix',
          year: 1999,
          tmdb: 603,
          imdb: 'tt0133093',
        }),
      );
      await post(
        url,
        plex('media.scrobble', { kind: 'episode', show: 'Braking Bod', season: 1, episode: 2 }),
      );
      await page.reload();
      const recent = page.getByRole('list', { name: 'Recent events' });
      await expectVisible(recent.getByText('The Matrix (1999)'));
      await expectVisible(recent.getByText(/Logged as watched/));
      const inbox = page.getByRole('list', { name: 'Inbox' });
      await expectVisible(inbox.getByText('Braking Bod S01E02'));
      expect(await seriousViolations(page)).toEqual([]);

      const which = inbox.getByLabel('Which show is Braking Bod S01E02?');
      expect(await which.inputValue()).toBe('Braking Bod');
      await which.fill('breaking bad');
      await inbox.getByRole('button', { name: 'Find' }).click();
      await inbox.getByRole('button', { name: 'Breaking Bad (2008): this show' }).click();
      await expectVisible(page.getByText('The inbox is empty.'));

      // A play stopped part-way is shown in progress, on the show's page and in Up next.
      const partial = plex(
        'media.stop',
        { kind: 'episode', show: 'Breaking Bad', season: 1, episode: 3 },
        { percent: 40 },
      );
      await post(url, partial);
      await page.goto(`${baseUrl}/tv/1396`);
      const note = page.getByRole('region', { name: 'In progress on your media server' });
      await expectVisible(note.getByText(/S01E03 · 40 % watched/));
      await page.goto(`${baseUrl}/progress`);
      await expectVisible(page.getByText(/S01E03 · 40 % watched/));
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${baseUrl}/media-server`);
      await page.getByLabel(/Media-server user names/).fill('alice, bob');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Saved.'));
      await page.reload();
      expect(await page.getByLabel(/Media-server user names/).inputValue()).toBe('alice, bob');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
