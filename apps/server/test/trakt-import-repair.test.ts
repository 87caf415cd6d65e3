import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportPreview,
  ImportRepairReport,
  ImportRepairResult,
  LibraryExport,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A Trakt history gets the TV Time import's report and mapping (issue #42): its shows carry
 * TMDB and TheTVDB ids; each show's rows are in the repair desk, and a show not found is mapped.
 */
let server: TestServer;
let user: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('trakt-repair'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const BREAKING_BAD = 1396;
const SEVERANCE = 95396;
const shows = {
  bb: { title: 'Breaking Bad', year: 2008, ids: { trakt: 1388, tvdb: 81189, tmdb: BREAKING_BAD } },
  // Neither the name nor the ids are in the catalogue.
  lost: { title: 'Zzyzx Unfindable Show', year: 2019, ids: { trakt: 99999991, tvdb: 99999992 } },
};
const seen = (at: string, season: number, number: number, show: object) => ({
  id: Date.parse(at) / 1000,
  watched_at: at,
  action: 'watch',
  type: 'episode',
  episode: { season, number, title: `Episode ${number}`, ids: { trakt: 1 } },
  show,
});
const history = [
  seen('2024-02-01T20:00:00.000Z', 1, 1, shows.bb),
  seen('2024-02-02T20:00:00.000Z', 1, 2, shows.bb),
  seen('2024-02-03T20:00:00.000Z', 1, 99, shows.bb),
  seen('2024-03-01T20:00:00.000Z', 1, 1, shows.lost),
  seen('2024-03-02T20:00:00.000Z', 1, 2, shows.lost),
  seen('2024-03-03T20:00:00.000Z', 1, 3, shows.lost),
];

const report = async () => json<ImportRepairReport>(await user.fetch('/api/me/import/repair'));
const entryOf = (r: ImportRepairReport, title: string) => r.entries.find((e) => e.title === title)!;
const viewsOf = async (showId: number) =>
  (await json<LibraryExport>(await user.fetch('/api/me/export'))).episodes
    .filter((e) => e.showId === showId)
    .map((e) => `${e.season}:${e.episode}`)
    .sort();

describe('the repair desk of a Trakt import', () => {
  it('reports every episode row of a Trakt history per show, and maps a show not found', async () => {
    const answer = await user.post('/api/me/import/preview', {
      filename: 'history.json',
      contentBase64: Buffer.from(JSON.stringify(history)).toString('base64'),
    });
    expect(answer.status).toBe(200);
    const p = await json<ImportPreview>(answer);
    expect(p.format).toBe('trakt');
    expect(p.matched.find((m) => m.id === BREAKING_BAD)).toMatchObject({
      episodeRows: 3,
      episodesPlaced: 2,
      notPlaced: [{ reason: 'no such episode in the catalogue', rows: 1 }],
    });
    const lost = p.notFound.find((x) => x.title === shows.lost.title)!;
    expect(lost).toMatchObject({ episodeRows: 3 });
    expect(lost.episodes).toHaveLength(3);

    const commit = await user.post('/api/me/import/commit', {
      items: p.matched,
      skipped: [
        {
          title: lost.title,
          episodeRows: 3,
          episodes: lost.episodes,
          ...(lost.tvdbId ? { tvdbId: lost.tvdbId } : {}),
          notFound: true,
        },
      ],
    });
    expect(commit.status).toBe(200);
    const result = await json<ImportCommitResult>(commit);
    expect(result.episodesPlaced).toBe(2);
    expect(result.episodesNotPlaced).toEqual(
      expect.arrayContaining([
        {
          showId: BREAKING_BAD,
          title: 'Breaking Bad',
          reason: 'no such episode in the catalogue',
          rows: 1,
        },
        {
          showId: null,
          title: shows.lost.title,
          reason: 'show not found in the catalogue',
          rows: 3,
        },
      ]),
    );

    const r = await report();
    expect(r.episodeRows).toBe(6);
    expect(entryOf(r, 'Breaking Bad')).toMatchObject({
      show: { id: BREAKING_BAD },
      episodeRows: 3,
      episodesPlaced: 2,
      notPlaced: [{ reason: 'no such episode in the catalogue', rows: 1 }],
      repairable: true,
    });
    const lostEntry = entryOf(r, shows.lost.title);
    expect(lostEntry).toMatchObject({ show: null, episodeRows: 3, repairable: true });

    // Mapped to Severance, its three rows are placed there; the report says so.
    const mapped = await user.post(`/api/me/import/repair/${lostEntry.id}`, { showId: SEVERANCE });
    expect(mapped.status).toBe(200);
    expect(await json<ImportRepairResult>(mapped)).toMatchObject({
      added: 3,
      entry: { show: { id: SEVERANCE }, episodesPlaced: 3, notPlaced: [] },
    });
    expect(await viewsOf(SEVERANCE)).toEqual(['1:1', '1:2', '1:3']);

    // Breaking Bad mapped wrongly on purpose and back: its two viewings move, none doubles.
    const bb = entryOf(await report(), 'Breaking Bad');
    expect((await user.post(`/api/me/import/repair/${bb.id}`, { showId: SEVERANCE })).status).toBe(
      200,
    );
    expect(await viewsOf(BREAKING_BAD)).toEqual([]);
    expect(
      (await user.post(`/api/me/import/repair/${bb.id}`, { showId: BREAKING_BAD })).status,
    ).toBe(200);
    expect(await viewsOf(BREAKING_BAD)).toEqual(['1:1', '1:2']);
    expect(await viewsOf(SEVERANCE)).toEqual(['1:1', '1:2', '1:3']);
    const after = await report();
    expect(after.episodesPlaced + after.episodesNotPlaced).toBe(6);
  });
});
