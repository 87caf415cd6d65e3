import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportItem,
  ImportPreview,
  LibraryExport,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A TV history comes in whole and says so (issue #42): every row accounted for, numbering that
 * differs placed by the anime map or by order (never on another episode), hints honoured.
 */
let server: TestServer;
let user: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('tvtime-rows'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

let n = 0;
const row = (name: string, sId: number, season: number, episode: number) => {
  n++;
  const day = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString();
  const at = `${day.slice(0, 10)} ${day.slice(11, 19)}`;
  return `watch-episode-${n},${at},"${name}",${sId},${season},${episode}`;
};
const seasons = (name: string, sId: number, counts: number[]) =>
  counts.flatMap((count, i) =>
    Array.from({ length: count }, (_, e) => row(name, sId, i + 1, e + 1)),
  );

/** TheTVDB numbering, as TV Time writes it. */
const CSV = [
  'key,created_at,series_name,s_id,season_number,episode_number',
  // Hunter x Hunter (2011): TheTVDB seasons of 58, 78 and 12; TMDB's of 62, 74 and 12.
  ...seasons('Hunter x Hunter (2011)', 252322, [58, 78, 12]),
  // Breaking Bad: two episodes and a special the offline data does not have.
  row('Breaking Bad', 81189, 1, 1),
  row('Breaking Bad', 81189, 1, 2),
  row('Breaking Bad', 81189, 0, 1),
  // The Dutch X Factor is in the catalogue; the Italian one is not.
  row('X Factor (IT)', 94011, 1, 1),
  row('X Factor (IT)', 94011, 1, 2),
  // "Masterchef Italy" in the catalogue.
  row('MasterChef Italia', 250893, 1, 1),
  // Two shows named Teen Wolf: only the 2011 one has a third season of 24.
  row('Teen Wolf', 175001, 3, 20),
  row('Teen Wolf', 175001, 3, 21),
  // No episodes offline.
  row("Kuroko's Basketball", 257765, 1, 1),
  // Its Japanese name is not in the catalogue: its TheTVDB id offers the show to confirm.
  row('Shingeki no Kyojin', 267440, 1, 1),
].join('\n');
const FILE_ROWS = CSV.split('\n').length - 1;

const preview = async () => {
  const answer = await user.post('/api/me/import/preview', {
    filename: 'tracking-prod-records-v2.csv',
    contentBase64: Buffer.from(CSV).toString('base64'),
  });
  expect(answer.status).toBe(200);
  return json<ImportPreview>(answer);
};

describe('a TV Time history accounted for row by row', () => {
  it('says per show how many rows there are, how many will be placed, and why not', async () => {
    const p = await preview();
    const matched = new Map(p.matched.map((m) => [m.id, m]));
    const hxh = matched.get(46298)!;
    expect(hxh).toMatchObject({ episodeRows: 148, episodesPlaced: 148, notPlaced: [] });
    expect(hxh.renumbered).toEqual([{ how: 'anime map', rows: 148 }]);
    expect(matched.get(1396)).toMatchObject({
      episodeRows: 3,
      episodesPlaced: 2,
      notPlaced: [{ reason: 'specials are not in the offline data', rows: 1 }],
    });
    expect(matched.get(45783)).toMatchObject({
      episodeRows: 1,
      episodesPlaced: 0,
      notPlaced: [{ reason: 'show has no episode data offline (needs a TMDB key)', rows: 1 }],
    });
    // A country hint: never another country's show.
    expect(p.matched.some((m) => m.id === 18311)).toBe(false);
    expect(p.notFound).toContainEqual(
      expect.objectContaining({ title: 'X Factor', episodeRows: 2 }),
    );
    // A near name is a candidate; a shared name defaults to the show whose seasons fit.
    const masterchef = p.ambiguous.find((a) => a.title === 'MasterChef Italia')!;
    expect(masterchef.candidates.map((c) => c.title)).toEqual(['Masterchef Italy']);
    expect(masterchef.suggested).toBe(55630);
    const titan = p.ambiguous.find((a) => a.title === 'Shingeki no Kyojin')!;
    expect(titan).toMatchObject({ candidates: [{ id: 1429 }], suggested: 1429, episodeRows: 1 });
    const teenWolf = p.ambiguous.find((a) => a.title === 'Teen Wolf')!;
    expect(teenWolf.candidates.map((c) => c.id)).toEqual(expect.arrayContaining([34524, 10823]));
    expect(teenWolf).toMatchObject({ episodeRows: 2, suggested: 34524 });
    // The numbers add up to the file's episode rows.
    const accounted =
      p.matched.reduce(
        (sum, m) =>
          sum + (m.episodesPlaced ?? 0) + (m.notPlaced ?? []).reduce((s, x) => s + x.rows, 0),
        0,
      ) +
      p.ambiguous.reduce((sum, a) => sum + (a.episodeRows ?? 0), 0) +
      p.notFound.reduce((sum, a) => sum + (a.episodeRows ?? 0), 0);
    expect(accounted).toBe(FILE_ROWS);
  });

  it('commits and answers what it did: placed, not placed and why, skipped by you', async () => {
    const p = await preview();
    const teenWolf = p.ambiguous.find((a) => a.title === 'Teen Wolf')!;
    const items: ImportItem[] = [
      ...p.matched.map((m) => ({ ...m, title: m.title })),
      {
        type: 'tv',
        id: teenWolf.suggested!,
        watchlist: false,
        episodes: teenWolf.episodes!,
        title: 'Teen Wolf',
        ...(teenWolf.tvdbId ? { tvdbId: teenWolf.tvdbId } : {}),
      },
    ];
    const skipped = [
      { title: 'MasterChef Italia', episodeRows: 1 },
      { title: 'X Factor (IT)', episodeRows: 2 },
      { title: 'Shingeki no Kyojin', episodeRows: 1 },
    ];
    const answer = await user.post('/api/me/import/commit', { items, skipped });
    expect(answer.status).toBe(200);
    const result = await json<ImportCommitResult>(answer);
    expect(result.episodesPlaced).toBe(148 + 2 + 2);
    expect(result.episodes).toBe(152);
    expect(result.episodesNotPlaced).toEqual(
      expect.arrayContaining([
        {
          showId: 1396,
          title: 'Breaking Bad',
          reason: 'specials are not in the offline data',
          rows: 1,
        },
        {
          showId: 45783,
          title: expect.any(String),
          reason: 'show has no episode data offline (needs a TMDB key)',
          rows: 1,
        },
        { showId: null, title: 'X Factor (IT)', reason: 'skipped by you', rows: 2 },
        { showId: null, title: 'MasterChef Italia', reason: 'skipped by you', rows: 1 },
      ]),
    );
    const notPlaced = result.episodesNotPlaced!.reduce((s, x) => s + x.rows, 0);
    expect(result.episodesPlaced! + notPlaced).toBe(FILE_ROWS);
    expect(result.episodesRenumbered).toContainEqual({
      showId: 46298,
      title: 'Hunter x Hunter',
      how: 'anime map',
      rows: 148,
    });

    // Hunter x Hunter lands on TMDB's episodes: S1E59–62 watched; TMDB numbers its later
    // seasons on (S2 is 63–136), the last one S3E148.
    const exported = await json<LibraryExport>(await user.fetch('/api/me/export'));
    const hxh = exported.episodes
      .filter((e) => e.showId === 46298)
      .map((e) => `${e.season}:${e.episode}`);
    expect(hxh).toHaveLength(148);
    expect(new Set(hxh).size).toBe(148);
    expect(hxh).toEqual(expect.arrayContaining(['1:59', '1:62', '2:63', '2:136', '3:148']));
    expect(exported.episodes.filter((e) => e.showId === 34524).map((e) => e.episode)).toEqual(
      expect.arrayContaining([20, 21]),
    );

    // A second commit places the same rows and adds nothing.
    const again = await json<ImportCommitResult>(
      await user.post('/api/me/import/commit', { items, skipped }),
    );
    expect(again).toMatchObject({ episodes: 0, episodesPlaced: 152 });
  });
});
