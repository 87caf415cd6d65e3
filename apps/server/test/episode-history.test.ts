import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportPreview,
  LibraryExport,
  SeasonDetails,
  WatchedEntry,
  WatchedStats,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Episode viewings in the diary, the stats and the export, and back in (issue #31). */
let server: TestServer;
let owner: Session;

const BREAKING_BAD = 1396;
const SEVERANCE = 95396;
const json = async <T>(response: Response) => (await response.json()) as T;
const account = async (name: string) =>
  (await verifiedAccount(server.url, uniqueEmail(name))).session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', STATS_PER_MINUTE: '1000' });
  owner = await account('history');
  const marked = await owner.post('/api/me/episodes', {
    showId: BREAKING_BAD,
    season: 1,
    watchedAt: '2024-03-01',
  });
  expect(marked.status).toBe(200);
  await owner.post('/api/me/episodes', {
    showId: BREAKING_BAD,
    season: 1,
    episode: 1,
    action: 'rewatch',
    watchedAt: '2024-03-05T21:30:00.000Z',
  });
});
afterAll(() => server.close());

const diary = async (session: Session, query = '?include=episodes') => {
  const answer = await session.fetch(`/api/me/diary${query}`);
  expect(answer.status).toBe(200);
  return json<WatchedEntry[]>(answer);
};
const stats = async (session: Session, query = '?year=2024') =>
  json<WatchedStats>(await session.fetch(`/api/me/stats${query}`));
const minutesOf = async (show: number, season: number) =>
  (await json<SeasonDetails>(await fetch(`${server.url}/api/tmdb/tv/${show}/season/${season}`)))
    .episodes;

describe('episode viewings in the diary', () => {
  it('lists each viewing with its show and SxxEyy, newest first, only when asked', async () => {
    expect(await diary(owner, '')).toEqual([]);
    const entries = await diary(owner);
    expect(entries).toHaveLength(8);
    expect(entries[0]).toMatchObject({
      type: 'tv',
      titleId: BREAKING_BAD,
      title: 'Breaking Bad',
      date: '2024-03-05',
      rewatch: true,
      episode: { season: 1, episode: 1 },
    });
    expect(entries.slice(1).map((e) => e.episode?.episode)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await owner.fetch('/api/me/diary?include=everything')).status).toBe(400);
  });

  it('deletes one episode viewing, and only its owner can', async () => {
    const [rewatch] = await diary(owner);
    const stranger = await account('history-stranger');
    expect(
      (await stranger.fetch(`/api/me/diary/${rewatch!.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await owner.fetch(`/api/me/diary/${rewatch!.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await diary(owner)).toHaveLength(7);
    await owner.post('/api/me/episodes', {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      action: 'rewatch',
      watchedAt: '2024-03-05T21:30:00.000Z',
    });
  });
});

describe('episode viewings in the stats', () => {
  it("counts episodes and TV hours from each episode's runtime", async () => {
    const episodes = await minutesOf(BREAKING_BAD, 1);
    const minutes = episodes.reduce((sum, e) => sum + (e.runtime ?? 0), 0) + episodes[0]!.runtime!;
    const s = await stats(owner);
    expect(s.episodes).toBe(8);
    expect(s.tvHours).toBe(Math.round((minutes / 60) * 10) / 10);
    expect(s.hours).toBe(s.tvHours);
    expect(s.titles).toBe(1);
    expect(s.genres.map((g) => g.name)).toContain('Drama');
    expect(s.perMonth.find((m) => m.month === '2024-03')).toMatchObject({ count: 0, episodes: 8 });
    expect(s.years).toContain(2024);
  });

  it('counts a show logged as a whole as its aired episodes, not one episode', async () => {
    const viewer = await account('whole-show');
    // Logged as a whole by an import (Trakt: a show's episodes as one viewing a day); the
    // show page's mark marks episodes instead (issue #45).
    const history = JSON.stringify([
      {
        watched_at: '2024-06-01T20:00:00.000Z',
        type: 'episode',
        show: { title: 'Severance', year: 2022, ids: { tmdb: SEVERANCE } },
      },
    ]);
    const preview = await json<ImportPreview>(
      await viewer.post('/api/me/import/preview', {
        filename: 'history.json',
        contentBase64: Buffer.from(history).toString('base64'),
      }),
    );
    const logged = await viewer.post('/api/me/import/commit', { items: preview.matched });
    expect(logged.status).toBe(200);
    const s1 = await minutesOf(SEVERANCE, 1);
    const s = await stats(viewer);
    expect(s.episodes).toBe(0);
    // Severance's first season alone runs over 8 hours; one "48-minute viewing" was the old count.
    expect(s1.length).toBeGreaterThan(5);
    expect(s.tvHours).toBeGreaterThanOrEqual(
      Math.floor(s1.reduce((sum, e) => sum + (e.runtime ?? 0), 0) / 60),
    );
    expect(s.entries).toBe(1);
  });
});

describe('episode viewings in the export, and back in', () => {
  const importInto = async (session: Session, filename: string, text: string) => {
    const preview = await json<ImportPreview>(
      await session.post('/api/me/import/preview', {
        filename,
        contentBase64: Buffer.from(text).toString('base64'),
      }),
    );
    const commit = async () =>
      json<ImportCommitResult>(
        await session.post('/api/me/import/commit', { items: preview.matched }),
      );
    return { preview, first: await commit(), second: await commit() };
  };

  it('writes every episode viewing to the JSON export; a re-import adds each once', async () => {
    const answer = await owner.fetch('/api/me/export?format=json');
    const data = await json<LibraryExport>(answer);
    expect(data.episodes).toHaveLength(8);
    expect(data.episodes[0]).toEqual({
      showId: BREAKING_BAD,
      show: 'Breaking Bad',
      season: 1,
      episode: 1,
      watchedAt: '2024-03-05T21:30:00.000Z',
      rewatch: true,
    });
    const { first, second } = await importInto(owner, 'unclewatch.json', JSON.stringify(data));
    expect(first.episodes).toBe(0);
    expect(second.episodes).toBe(0);

    const newcomer = await account('json-roundtrip');
    const again = await importInto(newcomer, 'unclewatch.json', JSON.stringify(data));
    expect(again.preview.matched.find((m) => m.id === BREAKING_BAD)?.episodes).toHaveLength(8);
    expect(again.first.episodes).toBe(8);
    expect(again.second.episodes).toBe(0);
    const theirs = await diary(newcomer);
    expect(theirs.map((e) => [e.episode?.episode, e.rewatch, e.timestamp])).toEqual(
      (await diary(owner)).map((e) => [e.episode?.episode, e.rewatch, e.timestamp]),
    );
  });

  it('writes episode rows to the CSV export, which imports the same way', async () => {
    const csv = await (await owner.fetch('/api/me/export?format=csv')).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/,Season,Episode,Watched At,Rewatch$/);
    expect(lines).toContain(
      `,,,Breaking Bad,TV Episode,,${BREAKING_BAD},episode,false,1,1,2024-03-05T21:30:00.000Z,true`,
    );
    expect(lines.filter((l) => l.includes(',episode,'))).toHaveLength(8);
    const newcomer = await account('csv-roundtrip');
    const { first, second } = await importInto(newcomer, 'unclewatch.csv', csv);
    expect(first.episodes).toBe(8);
    expect(second.episodes).toBe(0);
    expect(await diary(newcomer)).toHaveLength(8);
  });
});
