import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportItem,
  ImportPreview,
  ImportRepairReport,
  ImportRepairResult,
  LibraryExport,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The repair desk (issue #42, decision 073): the latest import report of TV shows, and mapping a
 * show of the file to another catalogue show (or none) moves its viewings, never doubling them.
 */
let server: TestServer;
let ana: Session;
let bob: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  ana = (await verifiedAccount(server.url, uniqueEmail('repair-ana'))).session;
  bob = (await verifiedAccount(server.url, uniqueEmail('repair-bob'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

/** TV Time's GDPR export: its tracking file, columns in TV Time's drifting order. */
let n = 0;
const row = (name: string, sId: number, season: number, episode: number) => {
  n++;
  const at = `2021-0${1 + (n % 8)}-${String(10 + n).padStart(2, '0')} 20:00:00`;
  return `${n},watch-episode-${sId}${n},${at},"${name}",${sId},${season},${episode},${at},u${n}`;
};
const CSV = [
  'episode_id,key,created_at,series_name,s_id,season_number,episode_number,updated_at,uuid',
  row('Breaking Bad', 81189, 1, 1),
  row('Breaking Bad', 81189, 1, 2),
  row('Breaking Bad', 81189, 0, 1),
  row('Teen Wolf', 175001, 3, 20),
  row('Teen Wolf', 175001, 3, 21),
  row('X Factor (IT)', 94011, 1, 1),
  row('X Factor (IT)', 94011, 1, 2),
  row('MasterChef Italia', 250893, 1, 1),
  row("Kuroko's Basketball", 257765, 1, 1),
].join('\n');
const FILE_ROWS = 9;
const zip = () => zipSync({ 'gdpr/tracking-prod-records-v2.csv': strToU8(CSV) });

const BREAKING_BAD = 1396;
const TEEN_WOLF = 34524;

const report = async (user: Session) => {
  const answer = await user.fetch('/api/me/import/repair');
  expect(answer.status).toBe(200);
  return json<ImportRepairReport>(answer);
};
const entryOf = (r: ImportRepairReport, title: string) => r.entries.find((e) => e.title === title)!;
const map = (user: Session, entryId: string, showId: unknown) =>
  user.post(`/api/me/import/repair/${entryId}`, { showId });
/** Ana's episode viewings of a show, as the export lists them. */
const viewsOf = async (showId: number) => {
  const exported = await json<LibraryExport>(await ana.fetch('/api/me/export'));
  return exported.episodes
    .filter((e) => e.showId === showId)
    .map((e) => `${e.season}:${e.episode}@${e.watchedAt}`)
    .sort();
};

/** Imports the file as the web page does: two batches of one import, one report id. */
async function importFile(): Promise<void> {
  const answer = await ana.post('/api/me/import/preview', {
    filename: 'tvtime-gdpr.zip',
    contentBase64: Buffer.from(zip()).toString('base64'),
  });
  expect(answer.status).toBe(200);
  const p = await json<ImportPreview>(answer);
  const items: ImportItem[] = [
    ...p.matched.map(({ type, id, title, watchlist, episodes, tvdbId }) => ({
      type,
      id,
      title,
      watchlist,
      ...(episodes ? { episodes } : {}),
      ...(tvdbId ? { tvdbId } : {}),
    })),
    ...p.ambiguous.map((a) => ({
      type: 'tv' as const,
      id: a.suggested!,
      title: a.title,
      watchlist: false,
      episodes: a.episodes!,
      ...(a.tvdbId ? { tvdbId: a.tvdbId } : {}),
    })),
  ];
  const xFactor = p.notFound.find((x) => x.title.startsWith('X Factor'))!;
  expect(xFactor.episodes).toHaveLength(2);
  const first = await ana.post('/api/me/import/commit', { items, reportId: 'import-1' });
  expect(first.status).toBe(200);
  const second = await ana.post('/api/me/import/commit', {
    items: [],
    reportId: 'import-1',
    skipped: [
      {
        title: 'X Factor (IT)',
        episodeRows: 2,
        episodes: xFactor.episodes,
        tvdbId: xFactor.tvdbId,
        notFound: true,
      },
    ],
  });
  expect(second.status).toBe(200);
  expect((await json<ImportCommitResult>(second)).episodesNotPlaced).toEqual([
    { showId: null, title: 'X Factor (IT)', reason: 'show not found in the catalogue', rows: 2 },
  ]);
}

describe('the repair desk of a TV Time import', () => {
  it('keeps the report of the latest import: per show, rows, placed and why not', async () => {
    expect(await report(ana)).toMatchObject({ createdAt: null, entries: [] });
    await importFile();
    const r = await report(ana);
    expect(r.createdAt).not.toBeNull();
    expect(r.entries.map((e) => e.title).sort()).toEqual(
      [
        'Breaking Bad',
        "Kuroko's Basketball",
        'MasterChef Italia',
        'Teen Wolf',
        'X Factor (IT)',
      ].sort(),
    );
    expect(entryOf(r, 'Breaking Bad')).toMatchObject({
      show: { id: BREAKING_BAD, title: 'Breaking Bad' },
      importedShowId: BREAKING_BAD,
      episodeRows: 3,
      episodesPlaced: 2,
      notPlaced: [{ reason: 'specials are not in the offline data', rows: 1 }],
      repairable: true,
    });
    expect(entryOf(r, 'Teen Wolf')).toMatchObject({ show: { id: TEEN_WOLF }, episodesPlaced: 2 });
    expect(entryOf(r, "Kuroko's Basketball")).toMatchObject({
      episodesPlaced: 0,
      notPlaced: [{ reason: 'show has no episode data offline (needs a TMDB key)', rows: 1 }],
    });
    expect(entryOf(r, 'X Factor (IT)')).toMatchObject({
      show: null,
      importedShowId: null,
      episodeRows: 2,
      episodesPlaced: 0,
      notPlaced: [{ reason: 'show not found in the catalogue', rows: 2 }],
      repairable: true,
    });
    expect(r.episodeRows).toBe(FILE_ROWS);
    expect(r.episodesPlaced + r.episodesNotPlaced).toBe(FILE_ROWS);
  });

  it('maps a show that was not found and places its rows', async () => {
    const xFactor = entryOf(await report(ana), 'X Factor (IT)');
    const before = await viewsOf(TEEN_WOLF);
    const answer = await map(ana, xFactor.id, TEEN_WOLF);
    expect(answer.status).toBe(200);
    const result = await json<ImportRepairResult>(answer);
    expect(result).toMatchObject({
      moved: 0,
      added: 2,
      entry: { id: xFactor.id, show: { id: TEEN_WOLF }, episodesPlaced: 2, notPlaced: [] },
    });
    const r = await report(ana);
    expect(result.episodesPlaced).toBe(r.episodesPlaced);
    expect(r.episodesPlaced + r.episodesNotPlaced).toBe(FILE_ROWS);
    expect(entryOf(r, 'X Factor (IT)').show?.id).toBe(TEEN_WOLF);
    expect(await viewsOf(TEEN_WOLF)).toHaveLength(before.length + 2);
  });

  it('maps a wrongly matched show again: its viewings move, none is doubled', async () => {
    const bb = entryOf(await report(ana), 'Breaking Bad');
    const bbViews = await viewsOf(BREAKING_BAD);
    expect(bbViews).toHaveLength(2);
    const wolf = await viewsOf(TEEN_WOLF);
    const placedBefore = (await report(ana)).episodesPlaced;

    const moved = await json<ImportRepairResult>(await map(ana, bb.id, TEEN_WOLF));
    expect(moved).toMatchObject({ moved: 2, added: 2, entry: { show: { id: TEEN_WOLF } } });
    expect(await viewsOf(BREAKING_BAD)).toEqual([]);
    expect(await viewsOf(TEEN_WOLF)).toHaveLength(wolf.length + 2);

    // The same mapping again changes nothing: the rows are not counted twice.
    const again = await json<ImportRepairResult>(await map(ana, bb.id, TEEN_WOLF));
    expect(again).toMatchObject({ moved: 2, added: 2, episodesPlaced: placedBefore });
    expect(await viewsOf(TEEN_WOLF)).toHaveLength(wolf.length + 2);

    // And back: Breaking Bad has its two viewings, Teen Wolf the ones it had.
    const back = await json<ImportRepairResult>(await map(ana, bb.id, BREAKING_BAD));
    expect(back).toMatchObject({ moved: 2, added: 2, entry: { show: { id: BREAKING_BAD } } });
    expect(await viewsOf(BREAKING_BAD)).toEqual(bbViews);
    expect(await viewsOf(TEEN_WOLF)).toEqual(wolf);
    expect((await report(ana)).episodesPlaced).toBe(placedBefore);
  });

  it('unmaps a show: its viewings are removed and its rows reported as not placed', async () => {
    const xFactor = entryOf(await report(ana), 'X Factor (IT)');
    const wolf = await viewsOf(TEEN_WOLF);
    const answer = await map(ana, xFactor.id, null);
    expect(answer.status).toBe(200);
    expect(await json<ImportRepairResult>(answer)).toMatchObject({
      moved: 2,
      added: 0,
      entry: {
        show: null,
        episodesPlaced: 0,
        notPlaced: [{ reason: 'skipped by you', rows: 2 }],
      },
    });
    expect(await viewsOf(TEEN_WOLF)).toHaveLength(wolf.length - 2);
    const r = await report(ana);
    expect(r.episodesPlaced).toBe(2 + 2 + 1);
    expect(r.episodesPlaced + r.episodesNotPlaced).toBe(FILE_ROWS);
  });

  it("keeps each user to their own report: another user's entry is not found", async () => {
    const bb = entryOf(await report(ana), 'Breaking Bad');
    expect(await report(bob)).toMatchObject({ createdAt: null, entries: [] });
    const answer = await map(bob, bb.id, TEEN_WOLF);
    expect(answer.status).toBe(404);
    expect((await json<{ error: string }>(answer)).error).toContain(bb.id);
    expect(entryOf(await report(ana), 'Breaking Bad').show?.id).toBe(BREAKING_BAD);
    expect(await viewsOf(BREAKING_BAD)).toHaveLength(2);
  });

  it('answers bad input with a 400 or 404 naming the problem', async () => {
    const bb = entryOf(await report(ana), 'Breaking Bad');
    const word = await map(ana, bb.id, 'abc');
    expect(word.status).toBe(400);
    expect((await json<{ error: string }>(word)).error).toMatch(/showId/);
    const missing = await ana.post(`/api/me/import/repair/${bb.id}`, {});
    expect(missing.status).toBe(400);
    const unknownShow = await map(ana, bb.id, 999_999_999);
    expect(unknownShow.status).toBe(404);
    expect((await json<{ error: string }>(unknownShow)).error).toContain('999999999');
    const unknownEntry = await map(ana, 'ire_nope', TEEN_WOLF);
    expect(unknownEntry.status).toBe(404);
    expect((await json<{ error: string }>(unknownEntry)).error).toContain('ire_nope');
    expect((await ana.fetch('/api/me/import/repair', { method: 'GET' })).status).toBe(200);
    expect((await fetch(`${server.url}/api/me/import/repair`)).status).toBe(401);
  });

  it('a new import replaces the report', async () => {
    const answer = await ana.post('/api/me/import/commit', {
      items: [],
      reportId: 'import-2',
      skipped: [{ title: 'Some Show', episodeRows: 1, notFound: true }],
    });
    expect(answer.status).toBe(200);
    const r = await report(ana);
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({ title: 'Some Show', repairable: false });
    expect((await map(ana, r.entries[0]!.id, TEEN_WOLF)).status).toBe(409);
  });
});
