import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImportCommitResult, ImportPreview, LibraryExport } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { fakeTmdbNews } from './support/fake-tmdb-news';
import { FAKE_KEYS, startFakeTmdb, type FakeUpstream } from './support/fake-upstreams';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Live fills the holes (issue #42, decision 086): with a TMDB key, a show the offline data has
 * no episodes for gets its seasons from TMDB at import time, cached, within a budget of season
 * reads per import operation.
 */
const KUROKO = 45783; // in the snapshot, without episode data
const BREAKING_BAD = 1396; // five seasons offline

const news = fakeTmdbNews();
let fake: FakeUpstream;
let offline: TestServer;
let live: TestServer;
let tight: TestServer;

const liveEnv = (extra: Record<string, string> = {}) => ({
  TMDB_IMAGE_BASE_URL: 'off',
  TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
  TMDB_BASE_URL: fake.baseUrl,
  TV_REFRESH_CHECK_MINUTES: '1440',
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeTmdb(0, news);
  // TMDB has Kuroko's three seasons of 25; the snapshot has none of them.
  for (const season of [1, 2, 3])
    news.announceSeason(
      KUROKO,
      season,
      Array.from({ length: 25 }, (_, i) => ({
        episode_number: i + 1,
        name: `Episode ${i + 1}`,
        air_date: `${2011 + season}-04-${String(1 + (i % 28)).padStart(2, '0')}`,
      })),
    );
  [offline, live, tight] = await Promise.all([
    startTestServer({ TMDB_IMAGE_BASE_URL: 'off' }),
    startTestServer(liveEnv()),
    // Two season reads per import: less than either show needs.
    startTestServer(liveEnv({ IMPORT_SEASON_READS: '2' })),
  ]);
});
afterAll(async () => {
  await Promise.all([offline?.close(), live?.close(), tight?.close()]);
  await fake?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;

let n = 0;
const row = (name: string, sId: number, season: number, episode: number) => {
  n++;
  const at = new Date(Date.UTC(2021, 0, 1) + n * 3_600_000).toISOString();
  return `watch-episode-${n},${at.slice(0, 10)} ${at.slice(11, 19)},"${name}",${sId},${season},${episode}`;
};
/** Kuroko S1E1–25 and S2E1–3 (28 rows), Breaking Bad S1E1–2. */
const CSV = [
  'key,created_at,series_name,s_id,season_number,episode_number',
  ...Array.from({ length: 25 }, (_, i) => row("Kuroko's Basketball", 257765, 1, i + 1)),
  ...[1, 2, 3].map((e) => row("Kuroko's Basketball", 257765, 2, e)),
  row('Breaking Bad', 81189, 1, 1),
  row('Breaking Bad', 81189, 1, 2),
].join('\n');

const preview = async (user: Session) => {
  const answer = await user.post('/api/me/import/preview', {
    filename: 'tracking-prod-records-v2.csv',
    contentBase64: Buffer.from(CSV).toString('base64'),
  });
  expect(answer.status).toBe(200);
  return json<ImportPreview>(answer);
};
const kurokoOf = (p: ImportPreview) => p.matched.find((m) => m.id === KUROKO)!;
const seasonCalls = (showId: number) =>
  [0, 1, 2, 3, 4, 5].reduce((sum, s) => sum + fake.callsTo(`/tv/${showId}/season/${s}`), 0);

describe('a show without offline episode data, with and without a TMDB key', () => {
  it('offline: its rows are reported as needing a TMDB key', async () => {
    const user = (await verifiedAccount(offline.url, uniqueEmail('live-holes-off'))).session;
    expect(kurokoOf(await preview(user))).toMatchObject({
      episodeRows: 28,
      episodesPlaced: 0,
      notPlaced: [{ reason: 'show has no episode data offline (needs a TMDB key)', rows: 28 }],
    });
  });

  it('with a key: its seasons come from TMDB, its rows are placed, and each season is read once', async () => {
    const user = (await verifiedAccount(live.url, uniqueEmail('live-holes-on'))).session;
    const p = await preview(user);
    expect(kurokoOf(p)).toMatchObject({ episodeRows: 28, episodesPlaced: 28, notPlaced: [] });
    const answer = await user.post('/api/me/import/commit', {
      items: p.matched.map((m) => ({ ...m, title: m.title })),
    });
    expect(answer.status).toBe(200);
    const result = await json<ImportCommitResult>(answer);
    expect(result.episodesPlaced).toBe(30);
    expect(result.episodesNotPlaced).toEqual([]);
    const exported = await json<LibraryExport>(await user.fetch('/api/me/export'));
    const kuroko = exported.episodes
      .filter((e) => e.showId === KUROKO)
      .map((e) => `${e.season}:${e.episode}`);
    expect(kuroko).toHaveLength(28);
    expect(kuroko).toEqual(expect.arrayContaining(['1:25', '2:1', '2:3']));
    // The preview and the commit read each season through the cache: one upstream call each.
    for (const s of [1, 2, 3]) expect(fake.callsTo(`/tv/${KUROKO}/season/${s}`)).toBe(1);
  });

  it('a file cannot make more upstream season reads than the budget: past it a show keeps the offline data, or is reported', async () => {
    const before = { kuroko: seasonCalls(KUROKO), bb: seasonCalls(BREAKING_BAD) };
    const user = (await verifiedAccount(tight.url, uniqueEmail('live-holes-tight'))).session;
    const p = await preview(user);
    expect(kurokoOf(p)).toMatchObject({
      episodeRows: 28,
      episodesPlaced: 0,
      notPlaced: [
        {
          reason:
            "over this import's limit of TMDB season reads (import the show in a smaller file)",
          rows: 28,
        },
      ],
    });
    // Breaking Bad's five seasons do not fit the budget either: the offline data places it.
    expect(p.matched.find((m) => m.id === BREAKING_BAD)).toMatchObject({ episodesPlaced: 2 });
    expect(seasonCalls(KUROKO)).toBe(before.kuroko);
    expect(seasonCalls(BREAKING_BAD)).toBe(before.bb);
  });
});
