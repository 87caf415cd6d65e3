import type { BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, E2E_ADMIN_EMAIL, signIn } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { startServerProcess, type ServerProcess } from './support/server-process';

// A server of its own: adding and deleting Uncle's Pick changes what every visitor sees, and
// the other files run beside this one (decision 087).
let server: ServerProcess;
let baseUrl: string;
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess(inject('serverMain'), {
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      AUTH_RATE_LIMIT: 'off',
    }),
    openBrowser(),
  ]);
  baseUrl = server.url;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(() => context?.close());

async function newPage(): Promise<Page> {
  context = await browser.newContext();
  return context.newPage();
}

async function adminPage(): Promise<Page> {
  const page = await newPage();
  await signIn(page, baseUrl, await createVerifiedAccount(baseUrl, E2E_ADMIN_EMAIL));
  return page;
}

const ADD_GODFATHER = { name: `Add "The Godfather" to Uncle's Pick`, exact: true };

describe("Uncle's Pick", () => {
  it('lets the admin add a title, find it, filter, sort and delete it with one confirm', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl}/admin/recommend`);
    await expectVisible(page.getByRole('heading', { name: "Uncle's Pick admin" }));
    await page.getByLabel('Search titles').fill('The Godfather');
    await expectVisible(page.getByRole('list', { name: 'Suggestions' }));
    expect(
      await page.getByRole('list', { name: 'Suggestions' }).getByRole('button').count(),
    ).toBeLessThanOrEqual(5);
    await page
      .getByRole('list', { name: 'Suggestions' })
      .getByRole('button', { name: /^The Godfather \(Movie/ })
      .first()
      .click();
    expect(await page.getByRole('list', { name: 'Suggestions' }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Search titles').inputValue()).toBe('The Godfather');
    await page.getByLabel('Type').selectOption('movie');
    await page.getByRole('button', ADD_GODFATHER).click();
    await expectVisible(page.getByText("Successfully added to UNCLE's PICK!"));

    await page.goto(`${baseUrl}/unclespick`);
    const movies = page.getByRole('region', { name: 'Movies', exact: true });
    await page.getByLabel('Sort').selectOption('added-desc');
    await expectVisible(movies.getByRole('heading', { name: 'The Godfather', exact: true }));
    await expect
      .poll(() => movies.getByRole('heading', { level: 3 }).first().textContent())
      .toBe('The Godfather');
    await expectVisible(page.getByRole('region', { name: 'TV Shows' }));
    await expectVisible(page.getByRole('region', { name: 'Animation' }));
    expect(await movies.getByRole('heading', { level: 3 }).count()).toBeLessThanOrEqual(8);

    await page.getByLabel('Type').selectOption('tv');
    await expect.poll(() => page.getByRole('region', { name: 'Movies' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'The Godfather', exact: true }).count()).toBe(0);
    await page.getByLabel('Type').selectOption('movie');
    await page.getByLabel('Language').selectOption('hi');
    await expect
      .poll(() => movies.getByRole('heading', { name: 'The Godfather', exact: true }).count())
      .toBe(0);
    await page.getByLabel('Language').selectOption('en');
    await page.getByLabel('Sort').selectOption('rating-asc');
    await expectVisible(movies.getByRole('heading', { name: 'The Godfather', exact: true }));

    // Asked in the page (no native dialog), then told in a toast.
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    let deletes = 0;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/api/recommend/')) deletes++;
    });
    const trash = movies.getByRole('button', { name: 'Delete "The Godfather"', exact: true });
    const ask = page.getByRole('dialog', { name: 'Delete "The Godfather"?' });
    await trash.click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(deletes).toBe(0);
    await trash.click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Deleted successfully.' }));
    expect(deletes).toBe(1);
    expect(nativeDialogs).toEqual([]);
    await expect
      .poll(() => movies.getByRole('heading', { name: 'The Godfather', exact: true }).count())
      .toBe(0);
  });

  it('sorts Highest rated by the Uncle Score the cards show, and keeps filters in the URL', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/unclespick?type=movie&sort=rating-desc`);
    const movies = page.getByRole('region', { name: 'Movies', exact: true });
    await expectVisible(movies.getByRole('article').first());
    expect(await page.getByLabel('Type').inputValue()).toBe('movie');
    // The score each card shows, in page order (cards without one are left out).
    const scores = async () =>
      (
        await movies
          .getByRole('button', { name: /^Uncle Score [\d.]+\/10$/ })
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
      ).map((label) => Number(/([\d.]+)\/10/.exec(label)![1]));
    const high = await scores();
    expect(high.length).toBeGreaterThan(1);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    await page.getByLabel('Sort').selectOption('rating-asc');
    await page.waitForURL(/sort=rating-asc/);
    await expect.poll(async () => (await scores())[0]).toBeLessThanOrEqual(high.at(-1)!);
    const low = await scores();
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await page.reload();
    expect(await page.getByLabel('Sort').inputValue()).toBe('rating-asc');
    expect(await page.getByLabel('Type').inputValue()).toBe('movie');
  });

  it('keeps the Add buttons uncovered, keeps the query on Escape, and says a pick is already there', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl}/admin/recommend`);
    const box = page.getByLabel('Search titles');
    await box.fill('Inception');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    const firstAdd = page.getByRole('list', { name: 'Results' }).getByRole('button').first();
    await expectVisible(suggestions);
    await expectVisible(firstAdd);
    const list = (await suggestions.boundingBox())!;
    const button = (await firstAdd.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(list.y + list.height);
    // The button is what a click there reaches (elementFromPoint sees no list on top of it).
    const centre = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        centre,
      ),
    ).toBe("Add to Uncle's Pick");

    await box.press('Escape');
    await expect.poll(() => suggestions.count()).toBe(0);
    expect(await box.inputValue()).toBe('Inception');

    // Inception is in the starter set: adding it again is refused with a clear reason.
    await page
      .getByRole('button', { name: `Add "Inception" to Uncle's Pick`, exact: true })
      .first()
      .click();
    await expectVisible(page.getByText(`"Inception" is already in Uncle's Pick`));
    expect(await page.getByText("Successfully added to UNCLE's PICK!").count()).toBe(0);
  });

  it('adds from a result after Enter in the search box, on desktop and at 375 px', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 800 },
    ]) {
      const page = await adminPage();
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/admin/recommend`);
      const box = page.getByLabel('Search titles');
      await box.fill('the bear');
      await expectVisible(page.getByRole('list', { name: 'Suggestions' }));
      await box.press('Enter');
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/recommend/add')) adds.push(r.url());
      });
      const add = page.getByRole('list', { name: 'Results' }).getByRole('button').first();
      await expectVisible(add);
      const name = (await add.getAttribute('aria-label'))!;
      const title = /^Add "(.+)" to Uncle's Pick$/.exec(name)![1]!;
      // A real press, as a person makes it: down and up where the button is now.
      await add.click();
      await expect.poll(() => adds.length).toBe(1);
      await expectVisible(
        page
          .getByText("Successfully added to UNCLE's PICK!")
          .or(page.getByText(`"${title}" is already in Uncle's Pick`)),
      );
      await context.close();
    }
  });

  it('shows the failure text after two retries when the admin search fails', async () => {
    const page = await adminPage();
    let calls = 0;
    await page.route('**/api/tmdb/search**', async (route) => {
      calls++;
      await route.fulfill({ status: 500, body: '{"error":"boom"}' });
    });
    await page.goto(`${baseUrl}/admin/recommend`);
    await page.getByLabel('Search titles').fill('Inception');
    await expectVisible(
      page.getByText(
        'Failed to fetch search results. Please check your network or try again later.',
      ),
    );
    expect(calls).toBe(3);
  });

  it('gives a normal user no delete control and no admin page', async () => {
    const page = await newPage();
    await signIn(page, baseUrl, await createVerifiedAccount(baseUrl));
    await page.goto(`${baseUrl}/unclespick`);
    await expectVisible(page.getByRole('region', { name: 'Movies' }).getByRole('heading').nth(1));
    expect(await page.getByRole('button', { name: /^Delete "/ }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/recommend`);
    await expectVisible(page.getByText('Access Denied. Admins only.'));
    expect(await page.getByRole('heading', { name: "Uncle's Pick admin" }).count()).toBe(0);
  });
});
