import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ApiError,
  MarkTitleWatchedResult,
  OneShowProgress,
  Progress,
  SeasonDetails,
  WatchedEntry,
  WatchedStats,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue #45, the show page: its progress line (GET /api/me/progress/{id}), a show's plain
 * `{ date }` mark marking its aired episodes, and marks with the date unknown (decision 082).
 */
let server: TestServer;

const CHERNOBYL = 87108;
const json = async <T>(response: Response) => (await response.json()) as T;
const account = async (name: string) =>
  (await verifiedAccount(server.url, uniqueEmail(name))).session;
const markShow = (user: Session, id: number, body: object) =>
  user.fetch(`/api/me/watched/tv/${id}`, { method: 'POST', json: body });
const progressOf = async (user: Session, id: number) =>
  json<OneShowProgress>(await user.fetch(`/api/me/progress/${id}`));
const episodeDiary = async (user: Session) =>
  (await json<WatchedEntry[]>(await user.fetch('/api/me/diary?include=episodes'))).filter(
    (e) => e.episode,
  );
const problem = async (response: Response) => {
  expect(response.status).toBe(400);
  return JSON.stringify(await json<ApiError>(response));
};
let airDates: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  const season = await json<SeasonDetails>(
    await fetch(`${server.url}/api/tmdb/tv/${CHERNOBYL}/season/1`),
  );
  airDates = season.episodes.map((e) => e.air_date!);
});
afterAll(() => server.close());

describe("a show's progress for its page", () => {
  it('counts a show never watched as 0 of its aired episodes, next the first', async () => {
    const user = await account('progress-none');
    expect(await progressOf(user, CHERNOBYL)).toMatchObject({
      id: CHERNOBYL,
      watched: 0,
      aired: 5,
      next: { season: 1, episode: 1 },
      followed: false,
    });
    // Not in Up next until something is watched.
    const all = await json<Progress>(await user.fetch('/api/me/progress'));
    expect(all.shows.map((s) => s.id)).not.toContain(CHERNOBYL);
  });

  it('advances when the next episode is marked, as Up next counts it', async () => {
    const user = await account('progress-next');
    await user.post('/api/me/episodes', { showId: CHERNOBYL, season: 1, episode: 1 });
    await user.post('/api/me/episodes', { showId: CHERNOBYL, season: 1, episode: 2 });
    const one = await progressOf(user, CHERNOBYL);
    expect(one).toMatchObject({ watched: 2, aired: 5, next: { season: 1, episode: 3 } });
    expect(one.followed).toBe(true);
    const all = await json<Progress>(await user.fetch('/api/me/progress'));
    const { followed: _followed, ...same } = one;
    expect(all.shows.find((s) => s.id === CHERNOBYL)).toEqual(same);
  });

  it('answers 404 for no such show and 401 to a visitor', async () => {
    const user = await account('progress-404');
    const missing = await user.fetch('/api/me/progress/999999999');
    expect(missing.status).toBe(404);
    expect((await json<ApiError>(missing)).error).toMatch(/999999999/);
    expect((await fetch(`${server.url}/api/me/progress/${CHERNOBYL}`)).status).toBe(401);
  });
});

describe("a show's mark with only a date", () => {
  it('marks every aired episode on that day, logging no diary entry for the show', async () => {
    const user = await account('plain-date');
    const answer = await markShow(user, CHERNOBYL, { date: '2024-04-04' });
    expect(answer.status).toBe(201);
    expect(await json<MarkTitleWatchedResult>(answer)).toMatchObject({
      entry: null,
      episodes: { marked: 5, watched: 5, aired: 5 },
    });
    const diary = await json<WatchedEntry[]>(await user.fetch('/api/me/diary'));
    expect(diary).toEqual([]);
    const episodes = await episodeDiary(user);
    expect(episodes.map((e) => e.date)).toEqual(Array(5).fill('2024-04-04'));
    expect(await progressOf(user, CHERNOBYL)).toMatchObject({ watched: 5, next: null });
  });
});

describe('marking with the date unknown', () => {
  it('keeps the air date for order, says "date unknown", and leaves stats out', async () => {
    const user = await account('unknown-show');
    const answer = await markShow(user, CHERNOBYL, { unknownDate: true });
    expect(answer.status).toBe(201);
    expect(await json<MarkTitleWatchedResult>(answer)).toMatchObject({
      episodes: { marked: 5, watched: 5 },
    });
    const episodes = await episodeDiary(user);
    expect(episodes).toHaveLength(5);
    for (const e of episodes) expect(e.dateUnknown).toBe(true);
    expect(episodes.map((e) => e.date).sort()).toEqual([...airDates].sort());
    const stats = await json<WatchedStats>(await user.fetch('/api/me/stats?period=all'));
    expect(stats).toMatchObject({ episodes: 0, tvHours: 0, entries: 0 });
    expect(stats.perMonth.every((m) => m.episodes === 0)).toBe(true);
    expect(await progressOf(user, CHERNOBYL)).toMatchObject({ watched: 5, aired: 5 });
    const exported = await json<{ episodes: { dateUnknown?: boolean }[] }>(
      await user.fetch('/api/me/export?format=json'),
    );
    expect(exported.episodes.filter((e) => e.dateUnknown)).toHaveLength(5);
  });

  it('marks "up to here" with the date unknown, or on the air dates', async () => {
    const user = await account('unknown-upto');
    const unknown = await user.post('/api/me/episodes', {
      showId: CHERNOBYL,
      season: 1,
      episode: 2,
      action: 'upTo',
      unknownDate: true,
    });
    expect(unknown.status).toBe(200);
    const aired = await user.post('/api/me/episodes', {
      showId: CHERNOBYL,
      season: 1,
      episode: 4,
      action: 'upTo',
      airDates: true,
    });
    expect(aired.status).toBe(200);
    const episodes = await episodeDiary(user);
    const byNumber = new Map(episodes.map((e) => [e.episode!.episode, e]));
    expect([1, 2].map((n) => byNumber.get(n)!.dateUnknown)).toEqual([true, true]);
    expect([3, 4].map((n) => byNumber.get(n)!.dateUnknown)).toEqual([undefined, undefined]);
    expect([1, 2, 3, 4].map((n) => byNumber.get(n)!.date)).toEqual(airDates.slice(0, 4));
    const stats = await json<WatchedStats>(await user.fetch('/api/me/stats?period=all'));
    expect(stats.episodes).toBe(2);
    expect(await progressOf(user, CHERNOBYL)).toMatchObject({
      watched: 4,
      next: { season: 1, episode: 5 },
    });
  });

  it('refuses mixed or misplaced date choices with a 400 naming the field', async () => {
    const user = await account('unknown-400');
    expect(
      await problem(await markShow(user, CHERNOBYL, { date: '2024-01-01', unknownDate: true })),
    ).toMatch(/unknownDate/);
    expect(
      await problem(await markShow(user, CHERNOBYL, { airDates: true, unknownDate: true })),
    ).toMatch(/unknownDate/);
    expect(await problem(await markShow(user, CHERNOBYL, { unknownDate: 'yes' }))).toMatch(
      /unknownDate/,
    );
    expect(await problem(await markShow(user, CHERNOBYL, {}))).toMatch(/date/);
    expect(
      await problem(
        await user.fetch('/api/me/watched/movie/550', {
          method: 'POST',
          json: { unknownDate: true },
        }),
      ),
    ).toMatch(/unknownDate.*TV show only/);
    const mark = (body: object) =>
      user.post('/api/me/episodes', { showId: CHERNOBYL, season: 1, episode: 1, ...body });
    expect(await problem(await mark({ unknownDate: true, watchedAt: '2024-01-01' }))).toMatch(
      /unknownDate/,
    );
    expect(await problem(await mark({ unknownDate: true, action: 'rewatch' }))).toMatch(
      /unknownDate/,
    );
    expect(await problem(await mark({ airDates: true, action: 'unwatch' }))).toMatch(/airDates/);
    // Nothing was written by the refusals.
    expect(await episodeDiary(user)).toEqual([]);
  });
});
