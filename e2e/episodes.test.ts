import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { tvTimeZip } from '../apps/server/test/support/tv-time-export';
import { seriousViolations } from './support/axe';
import { createVerifiedAccount, signIn } from './support/accounts';
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

async function signedInPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
  return page;
}

describe('TV episode by episode', () => {
  it('opens a show, opens a season, marks episodes and sees Up next change', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/tv/1396`);
    const seasons = page.getByRole('region', { name: 'Seasons' });
    await seasons.getByRole('link', { name: /Season 1/ }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Season 1' }));
    // Spoiler-safe: what is not watched keeps its title and summary until revealed.
    await expectVisible(page.getByRole('heading', { name: '1. Episode 1' }));
    expect(await page.getByText('Pilot').count()).toBe(0);
    await page.getByRole('button', { name: /^Reveal episode 2:/ }).click();
    await expectVisible(page.getByRole('heading', { name: "2. Cat's in the Bag..." }));

    await page.getByRole('button', { name: 'Mark watched: 1. Episode 1' }).click();
    await expectVisible(page.getByRole('button', { name: 'Watched: 1. Pilot' }));
    await page.getByRole('button', { name: /Mark everything up to here: 3\./ }).click();
    // It asks for the dates first (issue #45); today is the default.
    const upTo = page.getByRole('dialog', { name: /Mark everything up to S01E03/ });
    await upTo.getByRole('button', { name: 'Mark watched' }).click();
    await expectVisible(page.getByText('· 3 watched'));
    await page.getByLabel(/Your rating of 2\./).selectOption('9');
    await expect.poll(() => page.getByLabel(/Your rating of 2\./).inputValue()).toBe('9');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Up next' })
      .first()
      .click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Up next' }));
    const show = page.getByRole('listitem').filter({ hasText: 'Breaking Bad' });
    await expectVisible(show.getByText('Next: S01E04'));
    await expect.poll(() => show.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    // Spoiler-safe: the next episode's name shows only when asked for.
    expect(await show.getByText('Cancer Man').count()).toBe(0);
    await show.getByRole('button', { name: 'Mark Breaking Bad S01E04 watched' }).click();
    await expectVisible(show.getByText('Next: S01E05'));
    await expect.poll(() => show.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('serves the season page to visitors, rendered on the server, and works at 375 px', async () => {
    const page = await signedInPage(375);
    const html = await (await fetch(`${baseUrl}/tv/1396/season/5`)).text();
    expect(html).toContain('Ozymandias');
    await page.goto(`${baseUrl}/tv/1396/season/5`);
    await expectVisible(page.getByRole('heading', { name: '14. Episode 14' }));
    await page.getByRole('button', { name: 'Reveal all episodes' }).click();
    await expectVisible(page.getByRole('heading', { name: '14. Ozymandias' }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('never shows a signed-in browser unwatched episode names before the app knows who it is', async () => {
    const page = await signedInPage();
    // The server's page is the same for everyone: it names the episodes.
    expect(await (await fetch(`${baseUrl}/tv/1396/season/5`)).text()).toContain('Ozymandias');
    // The app's scripts held back: only the server-rendered page and its stylesheet are seen.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/tv/1396/season/5`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /Season 5/ }));
    expect(await page.getByText('Ozymandias').isVisible()).toBe(false);
    // A visitor's browser (never signed in here) sees the names straight away.
    const visitor = await browser.newContext();
    contexts.push(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await visitorPage.goto(`${baseUrl}/tv/1396/season/5`);
    await expectVisible(visitorPage.getByText('Ozymandias'));
    // Once the app runs, the signed-in user's unwatched episodes stay hidden until revealed.
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: '14. Episode 14' }));
    expect(await page.getByText('Ozymandias').isVisible()).toBe(false);
  });

  it('shows the calendar of my shows and a feed that a calendar app can subscribe to', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/tv/95396/season/1`);
    await page.getByRole('button', { name: /Mark watched: 1\./ }).click();
    await expectVisible(page.getByRole('button', { name: /^Watched: 1\./ }));
    await page.goto(`${baseUrl}/progress`);
    await page.getByRole('link', { name: /Calendar of upcoming episodes/ }).click();
    await expectVisible(page.getByText(/Upcoming dates are as of 2024-11-11/));
    const upcoming = page.getByRole('list', { name: 'Upcoming episodes' });
    await expectVisible(upcoming.getByText('S02E01'));
    const feedUrl = await page.getByLabel('Calendar feed address').inputValue();
    // A calendar app has no session: the address alone must do.
    const feed = await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Severance S02E01');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('pauses and drops shows by hand, shows completed ones apart, and counts specials on request', async () => {
    const page = await signedInPage(375);
    await page.goto(`${baseUrl}/tv/87108/season/1`);
    await page.getByRole('button', { name: 'Mark season watched' }).click();
    await expectVisible(page.getByText('· 5 watched'));
    await page.goto(`${baseUrl}/tv/1396/season/1`);
    await page.getByRole('button', { name: /^Mark watched: 1\./ }).click();
    await expectVisible(page.getByRole('button', { name: /^Watched: 1\./ }));
    await page.goto(`${baseUrl}/progress`);
    const completed = page.getByRole('list', { name: 'Completed shows' });
    await expectVisible(completed.getByText('Chernobyl'));
    const watching = page.getByRole('list', { name: 'Shows in progress' });
    await watching.getByLabel('Status of Breaking Bad').selectOption('paused');
    const paused = page.getByRole('list', { name: 'Paused shows' });
    await expectVisible(paused.getByText('Breaking Bad'));
    expect(await page.getByRole('list', { name: 'Shows in progress' }).count()).toBe(0);
    await paused.getByLabel('Status of Breaking Bad').selectOption('dropped');
    await expectVisible(
      page.getByRole('list', { name: 'Dropped shows' }).getByText('Breaking Bad'),
    );
    const specials = page.getByLabel('Count specials (season 0)');
    expect(await specials.isChecked()).toBe(false);
    await specials.check();
    await expect.poll(() => page.getByLabel('Count specials (season 0)').isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Count specials (season 0)').isChecked()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists watched episodes in the diary and counts them in the stats, at 375 px', async () => {
    const page = await signedInPage(375);
    await page.goto(`${baseUrl}/tv/1396/season/1`);
    await page.getByRole('button', { name: 'Mark season watched' }).click();
    await expectVisible(page.getByText('· 7 watched'));
    // Up next, seen once in this visit (the app keeps it a minute), then the profile, in-app.
    const menu = async () => {
      if (await page.getByRole('button', { name: 'Open menu' }).isVisible())
        await page.getByRole('button', { name: 'Open menu' }).click();
    };
    const upNext = async () => {
      await menu();
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Up next' }).filter({ visible: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Up next' }));
    };
    await upNext();
    const show = page.getByRole('listitem').filter({ hasText: 'Breaking Bad' });
    await expectVisible(show.getByText('Next: S02E01'));
    await menu();
    await page
      .getByRole('link', { name: /^Profile \(/ })
      .first()
      .click();
    const diary = page.getByRole('region', { name: 'Diary' }).getByRole('list', { name: 'Diary' });
    const last = diary.getByRole('listitem').first();
    await expectVisible(last.getByText('Breaking Bad'));
    await expectVisible(last.getByText('S01E07'));
    expect(await diary.getByRole('listitem').count()).toBe(7);
    const stats = page.getByRole('region', { name: 'Stats' });
    await expectVisible(stats.getByText('Episodes', { exact: true }));
    expect(
      await stats
        .getByText('Episodes', { exact: true })
        .locator('xpath=..')
        .locator('dd')
        .innerText(),
    ).toBe('7');
    // The stats open on All time, charted per year (issue #45).
    await expectVisible(stats.getByRole('figure', { name: 'Episodes per year' }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await last.getByRole('button', { name: /viewing of Breaking Bad S01E07/ }).click();
    await expect.poll(() => diary.getByRole('listitem').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
    // The deleted viewing is the next episode again, at once.
    await upNext();
    await expectVisible(show.getByText('Next: S01E07'));
  });

  it('imports a TV Time export: its episodes show up in Up next', async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl}/profile`);
    await page.getByLabel(/Import a Letterboxd, IMDb, Trakt or TV Time export/).setInputFiles({
      name: 'tv-time-gdpr.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(tvTimeZip()),
    });
    await expectVisible(page.getByText(/4 matched, 1 ambiguous/));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(page.getByText(/6 episode viewings added/));
    // Every row accounted for: the special, S01E99 and the skipped "The Office" (issue #42).
    await expectVisible(
      page.getByText('Episode rows of the file: 6 placed on an episode, 3 not placed.'),
    );
    await page.goto(`${baseUrl}/progress`);
    const show = page.getByRole('listitem').filter({ hasText: 'Breaking Bad' });
    await expectVisible(show.getByText('Next: S01E04'));
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Severance' }));
  });
});
