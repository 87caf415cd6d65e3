import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SeasonDetails, WatchedStats } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Every figure of GET /api/me/stats counts the chosen period, all time too (issue #45). */
let server: TestServer;
let user: Session;

const BREAKING_BAD = 1396;
const DARK_KNIGHT = 155; // 152 min
const INCEPTION = 27205; // 148 min
const json = async <T>(response: Response) => (await response.json()) as T;
const tenths = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const stats = async (query: string) => {
  const answer = await user.fetch(`/api/me/stats${query}`);
  expect(answer.status, query).toBe(200);
  return json<WatchedStats>(answer);
};
/** What perMonth adds up to: the figures above it must say the same. */
const sums = (s: WatchedStats) => ({
  viewings: s.perMonth.reduce((n, m) => n + m.count, 0),
  episodes: s.perMonth.reduce((n, m) => n + m.episodes, 0),
});

let e1 = 0;
let e2 = 0;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', STATS_PER_MINUTE: '1000' });
  user = (await verifiedAccount(server.url, uniqueEmail('periods'))).session;
  // Outside the 12 months ending June 2024: a film and an episode.
  expect(
    (await user.post(`/api/me/watched/movie/${DARK_KNIGHT}`, { date: '2023-05-10' })).status,
  ).toBe(201);
  const outside = { showId: BREAKING_BAD, season: 1, episode: 1, watchedAt: '2023-06-30' };
  expect((await user.post('/api/me/episodes', outside)).status).toBe(200);
  // Inside them: a film twice and another episode.
  expect(
    (await user.post(`/api/me/watched/movie/${INCEPTION}`, { date: '2024-03-01' })).status,
  ).toBe(201);
  expect(
    (await user.post(`/api/me/watched/movie/${INCEPTION}`, { date: '2024-03-02' })).status,
  ).toBe(201);
  const inside = { showId: BREAKING_BAD, season: 1, episode: 2, watchedAt: '2024-04-01' };
  expect((await user.post('/api/me/episodes', inside)).status).toBe(200);
  const season = await json<SeasonDetails>(
    await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/1`),
  );
  e1 = season.episodes[0]!.runtime!;
  e2 = season.episodes[1]!.runtime!;
});
afterAll(() => server.close());

describe('stats of a period', () => {
  it('counts only the last 12 months in every figure, films and episodes alike', async () => {
    const s = await stats('?month=2024-06');
    expect(s.period).toBe('last-12-months');
    expect(s.perMonth.map((m) => m.month)[0]).toBe('2023-07');
    expect(sums(s)).toEqual({ viewings: 2, episodes: 1 });
    expect(s).toMatchObject({ viewings: 2, entries: 2, episodes: 1, titles: 2 });
    expect(s.hours).toBe(tenths(2 * 148 + e2));
    expect(s.tvHours).toBe(tenths(e2));
    // Inception's director once; The Dark Knight, outside, is not counted.
    expect(s.directors).toEqual([{ name: 'Christopher Nolan', count: 1 }]);
    // A year with none of the viewings counts nothing at all.
    const none = await stats('?month=2025-12');
    expect(none).toMatchObject({ viewings: 0, entries: 0, episodes: 0, titles: 0, hours: 0 });
    expect(none.timeWatched).toEqual({ months: 0, days: 0, hours: 0 });
    expect(none.years).toEqual([2024, 2023]);
  });

  it("offers all time as a period of its own, charted from the first viewing's month", async () => {
    const s = await stats('?period=all&month=2024-06');
    expect(s.period).toBe('all');
    expect(s.year).toBeNull();
    expect(s.perMonth[0]!.month).toBe('2023-05');
    expect(s.perMonth.at(-1)!.month).toBe('2024-06');
    expect(s.perMonth).toHaveLength(14);
    expect(sums(s)).toEqual({ viewings: 3, episodes: 2 });
    expect(s).toMatchObject({ viewings: 3, entries: 3, episodes: 2, titles: 3 });
    const minutes = 152 + 2 * 148 + e1 + e2;
    expect(s.hours).toBe(tenths(minutes));
    expect(s.tvHours).toBe(tenths(e1 + e2));
    expect(s.directors).toEqual([{ name: 'Christopher Nolan', count: 2 }]);
    const hours = Math.round(s.hours);
    expect(s.timeWatched).toEqual({ months: 0, days: Math.floor(hours / 24), hours: hours % 24 });
    // A year still counts its own viewings only.
    const y2023 = await stats('?year=2023');
    expect(y2023).toMatchObject({ period: 'year', entries: 1, episodes: 1, titles: 2 });
    expect(sums(y2023)).toEqual({ viewings: 1, episodes: 1 });
  });

  it('refuses an unknown period, or a period with a year', async () => {
    const bad = await user.fetch('/api/me/stats?period=forever');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      error: expect.stringMatching(/^Invalid query parameter 'period'/),
    });
    const both = await user.fetch('/api/me/stats?period=all&year=2024');
    expect(both.status).toBe(400);
    expect(await json(both)).toMatchObject({
      error: "Invalid query parameter 'period': give either period or year, not both",
    });
  });
});
