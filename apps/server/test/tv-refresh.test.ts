import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Calendar, Progress } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { fakeTmdbNews } from './support/fake-tmdb-news';
import { FAKE_KEYS, startFakeTmdb, type FakeUpstream } from './support/fake-upstreams';
import { type Session, uniqueEmail } from './support/mail-session';
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from './support/test-server';

/** The daily refresh of followed returning shows, with a TMDB key (issue #31, decision 056). */
const SEVERANCE = 95396; // "Returning Series"
const BREAKING_BAD = 1396; // "Ended"
const THE_NIGHT_AGENT = 129552; // "Returning Series", dropped below

const news = fakeTmdbNews();
let fake: FakeUpstream;
let storage: TestStorage;
let first: TestServer;
let second: TestServer;
let owner: Session;

const liveEnv = () => ({
  TMDB_IMAGE_BASE_URL: 'off',
  TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
  TMDB_BASE_URL: fake.baseUrl,
  // No look of its own while the test runs: the test asks for the refresh.
  TV_REFRESH_CHECK_MINUTES: '1440',
  ...(process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `uw-test-tvr-${Date.now()}:` }
    : {}),
});

beforeAll(async () => {
  fake = await startFakeTmdb(0, news);
  storage = await createTestStorage();
  const env = liveEnv();
  // Two instances over one database, as behind a load balancer.
  first = await startTestServer(env, { storage });
  second = await startTestServer(env, { storage });
  owner = (await verifiedAccount(first.url, uniqueEmail('tv-refresh'))).session;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await storage?.drop();
  await fake?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const calendarOf = async (session: Session) =>
  (await json<Calendar>(await session.fetch('/api/me/calendar'))).episodes;
const upNext = async (session: Session, showId: number) =>
  (await json<Progress>(await session.fetch('/api/me/progress'))).shows.find(
    (s) => s.id === showId,
  );
const requestsFor = (showId: number) =>
  fake.requests.filter((url) => url.pathname.startsWith(`/3/tv/${showId}`));
const setStatus = (session: Session, showId: number, status: string) =>
  session.fetch(`/api/me/shows/${showId}/status`, { method: 'PUT', json: { status } });

describe('daily TV refresh', () => {
  it("fetches a followed returning show's new season, so the calendar and Up next show it", async () => {
    for (const season of [1, 2])
      expect((await owner.post('/api/me/episodes', { showId: SEVERANCE, season })).status).toBe(
        200,
      );
    expect((await setStatus(owner, BREAKING_BAD, 'watching')).status).toBe(200);
    expect((await setStatus(owner, THE_NIGHT_AGENT, 'dropped')).status).toBe(200);
    expect((await calendarOf(owner)).filter((e) => e.showId === SEVERANCE)).toEqual([]);
    expect((await upNext(owner, SEVERANCE))?.next).toBeNull();

    news.announceSeason(SEVERANCE, 3, [
      { episode_number: 1, name: 'Cold Harbor Again', air_date: day(-1) },
      { episode_number: 2, name: 'Lumon Returns', air_date: day(30) },
    ]);
    // The cached answers are still fresh: without the refresh nothing new shows.
    expect((await calendarOf(owner)).filter((e) => e.showId === SEVERANCE)).toEqual([]);

    fake.reset();
    const report = await first.ctx.tvRefresh!.runToday();
    expect(report).toMatchObject({ day: day(0), ran: true, shows: 2, refreshed: 1, ended: 1 });
    expect(report.failed).toBe(0);
    expect(fake.callsTo(`/tv/${SEVERANCE}`)).toBe(1);
    expect(fake.callsTo(`/tv/${SEVERANCE}/season/3`)).toBe(1);
    expect(fake.callsTo(`/tv/${SEVERANCE}/season/2`)).toBe(1);
    // Ended and dropped shows are not fetched.
    expect(requestsFor(BREAKING_BAD)).toEqual([]);
    expect(requestsFor(THE_NIGHT_AGENT)).toEqual([]);

    const upcoming = (await calendarOf(owner)).filter((e) => e.showId === SEVERANCE);
    expect(upcoming).toEqual([
      {
        showId: SEVERANCE,
        showName: 'Severance',
        season: 3,
        episode: 2,
        name: 'Lumon Returns',
        air_date: day(30),
      },
    ]);
    expect((await upNext(owner, SEVERANCE))?.next).toMatchObject({
      season: 3,
      episode: 1,
      name: 'Cold Harbor Again',
    });
  });

  it('refreshes once a day: a second run, or another instance on the same database, fetches nothing', async () => {
    fake.reset();
    expect(await first.ctx.tvRefresh!.runToday()).toMatchObject({ ran: false, shows: 0 });
    expect(await second.ctx.tvRefresh!.runToday()).toMatchObject({ ran: false, shows: 0 });
    expect(fake.requests).toEqual([]);
  });

  it('runs nothing offline: no refresh, and TMDB is never asked', async () => {
    const offline = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      TMDB_BASE_URL: fake.baseUrl,
      TV_REFRESH_CHECK_MINUTES: '1',
    });
    try {
      expect(offline.ctx.tvRefresh).toBeUndefined();
      const viewer = (await verifiedAccount(offline.url, uniqueEmail('tv-offline'))).session;
      fake.reset();
      expect((await setStatus(viewer, SEVERANCE, 'watching')).status).toBe(200);
      const calendar = await json<Calendar>(await viewer.fetch('/api/me/calendar'));
      expect(calendar.asOf).toBe('2024-11-11');
      expect(fake.requests).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
