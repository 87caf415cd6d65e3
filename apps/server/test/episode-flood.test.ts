import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ImportCommitResult, LibraryExport, WatchedEntry } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { FAKE_KEYS, startFakeTmdb, type FakeUpstream } from './support/fake-upstreams';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue #39, item 1 and 2: one account flooding its episode history, or making one commit ask
 * the upstream catalogue for thousands of made-up seasons. Each test reproduces the attack.
 */
let fake: FakeUpstream;
let server: TestServer;

const BREAKING_BAD = 1396;
const json = async <T>(response: Response) => (await response.json()) as T;
const account = async (name: string) =>
  (await verifiedAccount(server.url, uniqueEmail(name))).session;
const seasonCalls = () =>
  fake.requests.filter((url) => /\/tv\/\d+\/season\//.test(url.pathname)).length;

beforeAll(async () => {
  fake = await startFakeTmdb();
  server = await startTestServer({
    TMDB_IMAGE_BASE_URL: 'off',
    TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
    TMDB_BASE_URL: fake.baseUrl,
    STATS_PER_MINUTE: '1000',
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `uw-test-flood-${Date.now()}:` }
      : {}),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const episodes = (count: number, season = 1) =>
  Array.from({ length: count }, (_, i) => ({
    season,
    episode: 1 + (i % 7),
    watchedAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    rewatch: false,
  }));
const show = (id: number, eps: unknown[]) => ({ type: 'tv', id, watchlist: false, episodes: eps });

describe('the import commit counts episode viewings', () => {
  it('refuses one item carrying 5,001 episode viewings', async () => {
    const user = await account('flood-count');
    const answer = await user.post('/api/me/import/commit', {
      items: [show(BREAKING_BAD, episodes(5001))],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('at most 5000 viewings');
  });

  it('refuses a commit naming 101 shows, or 301 seasons, before asking the upstream', async () => {
    const user = await account('flood-shows');
    const shows = Array.from({ length: 101 }, (_, i) => show(1000 + i, episodes(1)));
    const tooManyShows = await user.post('/api/me/import/commit', { items: shows });
    expect(tooManyShows.status).toBe(400);
    expect(JSON.stringify(await tooManyShows.json())).toContain('at most 100 shows');

    const seasons = Array.from({ length: 301 }, (_, n) => ({
      season: n,
      episode: 1,
      watchedAt: '2020-01-01',
      rewatch: false,
    }));
    const tooManySeasons = await user.post('/api/me/import/commit', {
      items: [show(BREAKING_BAD, seasons)],
    });
    expect(tooManySeasons.status).toBe(400);
    expect(JSON.stringify(await tooManySeasons.json())).toContain('at most 300 seasons');
    expect(seasonCalls()).toBe(0);
  });

  it('asks the upstream only for the seasons the show has, not 300 made-up ones', async () => {
    const user = await account('flood-seasons');
    const seasons = Array.from({ length: 300 }, (_, n) => ({
      season: n,
      episode: 1,
      watchedAt: '2020-01-01',
      rewatch: false,
    }));
    const answer = await user.post('/api/me/import/commit', {
      items: [show(BREAKING_BAD, seasons)],
    });
    expect(answer.status).toBe(200);
    // Breaking Bad has seasons 1 to 5: one viewing of each season's first episode.
    expect((await json<ImportCommitResult>(answer)).episodes).toBe(5);
    expect(seasonCalls()).toBeLessThanOrEqual(6);
  });
});

describe('anonymous season pages', () => {
  it('answer 404 for made-up seasons without asking the upstream for each', async () => {
    for (let n = 100; n < 140; n++) {
      const answer = await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/${n}`);
      expect(answer.status).toBe(404);
    }
    expect(seasonCalls()).toBe(0);
    expect((await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/2`)).status).toBe(200);
  });
});

describe('episode viewings per day and their moments', () => {
  it('keeps at most 24 viewings of one episode on one day, marking or importing', async () => {
    const user = await account('flood-day');
    const mark = () =>
      user.post('/api/me/episodes', {
        showId: BREAKING_BAD,
        season: 1,
        episode: 2,
        action: 'rewatch',
        watchedAt: '2021-06-01',
      });
    for (let i = 0; i < 24; i++) expect((await mark()).status).toBe(200);
    const refused = await mark();
    expect(refused.status).toBe(409);
    expect((await refused.json()) as { error: string }).toMatchObject({
      error: expect.stringContaining('24 viewings on 2021-06-01'),
    });

    const sameDay = Array.from({ length: 40 }, (_, i) => ({
      season: 1,
      episode: 3,
      watchedAt: new Date(Date.UTC(2021, 6, 1, 0, i)).toISOString(),
      rewatch: true,
    }));
    const imported = await user.post('/api/me/import/commit', {
      items: [show(BREAKING_BAD, sameDay)],
    });
    expect(imported.status).toBe(200);
    expect((await json<ImportCommitResult>(imported)).episodes).toBe(24);
  });

  it('imports no viewing the episodes route would refuse (year 9999, 0001, +275760)', async () => {
    const user = await account('flood-years');
    const at = (watchedAt: string) => ({ season: 1, episode: 1, watchedAt, rewatch: false });
    const answer = await user.post('/api/me/import/commit', {
      items: [
        show(BREAKING_BAD, [
          at('9999-12-31T00:00:00.000Z'),
          at('0001-01-01T00:00:00.000Z'),
          at('+275760-09-13T00:00:00.000Z'),
          at('-271821-04-20T00:00:00.000Z'),
          at('2019-05-05'),
        ]),
      ],
    });
    expect(answer.status).toBe(200);
    expect((await json<ImportCommitResult>(answer)).episodes).toBe(1);
    const diary = await json<WatchedEntry[]>(await user.fetch('/api/me/diary?include=episodes'));
    expect(diary.map((e) => e.date)).toEqual(['2019-05-05']);
    expect(
      (
        await user.post('/api/me/episodes', {
          showId: BREAKING_BAD,
          season: 1,
          episode: 1,
          watchedAt: '0001-01-01',
        })
      ).status,
    ).toBe(400);
  });
});

describe('a long episode history is read and sent page by page', () => {
  it('streams the diary and the export, in order, across pages', async () => {
    const user = await account('flood-pages');
    // 2,500 viewings in 1 commit of 5,000 at most: more than two pages of the diary.
    const many = Array.from({ length: 2500 }, (_, i) => ({
      season: 1 + (i % 5),
      episode: 1 + (i % 7),
      watchedAt: new Date(Date.UTC(2022, 0, 1) + i * 3_600_000).toISOString(),
      rewatch: false,
    }));
    const committed = await user.post('/api/me/import/commit', {
      items: [show(BREAKING_BAD, many)],
    });
    expect(committed.status).toBe(200);
    expect((await json<ImportCommitResult>(committed)).episodes).toBe(2500);
    await user.post('/api/me/watched/movie/550', { date: '2022-02-01' });

    const answer = await user.fetch('/api/me/diary?include=episodes');
    expect(answer.status).toBe(200);
    // Sent as it is read: no length known up front.
    expect(answer.headers.get('content-length')).toBeNull();
    const diary = await json<WatchedEntry[]>(answer);
    expect(diary).toHaveLength(2501);
    const moments = diary.map((e) => `${e.date}|${e.timestamp}`);
    expect(moments).toEqual([...moments].sort().reverse());
    expect(diary.filter((e) => e.type === 'movie')).toHaveLength(1);
    expect(new Set(diary.map((e) => e.id)).size).toBe(2501);

    const exported = await user.fetch('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-length')).toBeNull();
    const data = json<LibraryExport>(exported);
    const body = await data;
    expect(body.episodes).toHaveLength(2500);
    expect(body.watched).toHaveLength(1);
    expect(body.episodes[0]).toMatchObject({ showId: BREAKING_BAD, show: 'Breaking Bad' });
  });
});
