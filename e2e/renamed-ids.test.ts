import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { Person, TitleDetails } from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

/**
 * Old links keep working: a show or person the first snapshot knew by an own id opens under its
 * TMDB id. The renames come from the committed snapshot's alias table, a few from across it.
 */
const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface Alias {
  from: number;
  to: number;
}
const snapshotFile = path.resolve(import.meta.dirname, '../data/catalog/catalog.json.gz');
const { aliases } = JSON.parse(zlib.gunzipSync(fs.readFileSync(snapshotFile)).toString()) as {
  aliases: { tv: Alias[]; person: Alias[] };
};
/** The first, middle and last rename of a kind. */
const spread = (list: Alias[]) => [list[0]!, list[Math.floor(list.length / 2)]!, list.at(-1)!];

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${url}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('renamed ids', () => {
  it('the snapshot has renames of both kinds to test', () => {
    expect(aliases.tv.length).toBeGreaterThan(0);
    expect(aliases.person.length).toBeGreaterThan(0);
  });

  for (const alias of spread(aliases.tv)) {
    it(`/tv/${alias.from} opens the show at /tv/${alias.to}`, async () => {
      const show = await getJson<TitleDetails>(`/api/tmdb/tv/${alias.to}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/tv/${alias.from}`);
      await page.waitForURL(`${baseUrl}/tv/${alias.to}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: show.name }), 20_000);
      await context.close();
    });
  }

  for (const alias of spread(aliases.person)) {
    it(`/person/${alias.from} opens the person at /person/${alias.to}`, async () => {
      const person = await getJson<Person>(`/api/tmdb/person/${alias.to}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/person/${alias.from}`);
      await page.waitForURL(`${baseUrl}/person/${alias.to}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: person.name }), 20_000);
      await context.close();
    });
  }
});
