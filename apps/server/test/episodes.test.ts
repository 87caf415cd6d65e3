import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MarkEpisodesResult, Progress, SeasonWatch } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import type { Session } from './support/mail-session';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Episode marking and Up next, on SQLite or (TEST_DATABASE_URL) PostgreSQL. */
let server: TestServer;
let owner: Session;
let other: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('episodes'))).session;
  other = (await verifiedAccount(server.url, uniqueEmail('episodes-other'))).session;
});
afterAll(() => server.close());

const BREAKING_BAD = 1396;
const SEVERANCE = 95396;
const json = async <T>(response: Response) => (await response.json()) as T;

async function mark(session: Session, body: object, status = 200) {
  const answer = await session.post('/api/me/episodes', body);
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return json<MarkEpisodesResult & { error?: string }>(answer);
}
const watchOf = async (session: Session, show: number, season: number) =>
  json<SeasonWatch>(await session.fetch(`/api/me/episodes/${show}/season/${season}`));
const rate = (session: Session, body: object) =>
  session.fetch('/api/me/episodes/rating', { method: 'PUT', json: body });
const plays = (w: SeasonWatch) => w.episodes.map((e) => e.plays);
const progress = async (session: Session) => {
  const answer = await session.fetch('/api/me/progress');
  expect(answer.headers.get('cache-control')).toMatch(/private, no-store/);
  return json<Progress>(answer);
};

describe('marking episodes', () => {
  it('marks one episode, then a whole season without touching what is marked', async () => {
    const one = await mark(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 2,
      watchedAt: '2024-01-02',
    });
    expect(one.changed).toBe(1);
    expect(plays(one)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    const season = await mark(owner, { showId: BREAKING_BAD, season: 1 });
    expect(season.changed).toBe(6);
    expect(plays(season)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(season.episodes[1]!.lastWatchedAt).toBe('2024-01-02T12:00:00.000Z');
    const again = await mark(owner, { showId: BREAKING_BAD, season: 1 });
    expect(again.changed).toBe(0);
    expect(plays(again)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('adds a viewing only on an explicit rewatch, and unmarks', async () => {
    const same = await mark(owner, { showId: BREAKING_BAD, season: 1, episode: 3 });
    expect(same.changed).toBe(0);
    const rewatch = await mark(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 3,
      action: 'rewatch',
    });
    expect(rewatch.episodes[2]!.plays).toBe(2);
    const unwatch = await mark(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 3,
      action: 'unwatch',
    });
    expect(unwatch.changed).toBe(2);
    expect(plays(unwatch)).toEqual([1, 1, 0, 1, 1, 1, 1]);
  });

  it('marks everything up to an episode across seasons', async () => {
    const answer = await mark(owner, {
      showId: BREAKING_BAD,
      season: 2,
      episode: 4,
      action: 'upTo',
    });
    // Season 1 episode 3 (unmarked above) and S02E01–E04.
    expect(answer.changed).toBe(5);
    expect(plays(answer).slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(plays(await watchOf(owner, BREAKING_BAD, 1))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('rates an episode 1–10 and clears it', async () => {
    const rated = await rate(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      rating: 9,
    });
    expect(rated.status).toBe(200);
    expect((await json<SeasonWatch>(rated)).episodes[0]!.rating).toBe(9);
    const bad = await rate(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      rating: 11,
    });
    expect(bad.status).toBe(400);
    await rate(owner, {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      rating: null,
    });
    expect((await watchOf(owner, BREAKING_BAD, 1)).episodes[0]!.rating).toBeNull();
  });

  it('refuses bad input with 400/404 JSON and writes nothing', async () => {
    const before = await progress(other);
    const cases: [object, number, RegExp][] = [
      [{ showId: BREAKING_BAD }, 400, /season/],
      [{ showId: BREAKING_BAD, season: -1 }, 400, /season/],
      [{ showId: BREAKING_BAD, season: 1, episode: -2 }, 400, /episode/],
      [{ showId: BREAKING_BAD, season: '1' }, 400, /season/],
      [{ showId: 899_999_997, season: 1 }, 404, /No TV show with id 899999997/],
      [{ showId: BREAKING_BAD, season: 9 }, 404, /Breaking Bad has no season 9/],
      [{ showId: BREAKING_BAD, season: 1, episode: 99 }, 404, /no episode S01E99/],
      [{ showId: BREAKING_BAD, season: 1, watchedAt: '2999-01-01' }, 400, /future/],
      [{ showId: BREAKING_BAD, season: 1, watchedAt: 'yesterday' }, 400, /watchedAt/],
      [{ showId: BREAKING_BAD, season: 1, action: 'rewatch' }, 400, /episode/],
      [{ showId: BREAKING_BAD, season: 1, action: 'binge' }, 400, /action/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await mark(other, body, status);
      expect(JSON.stringify(answer), JSON.stringify(body)).toMatch(message);
    }
    expect(await progress(other)).toEqual(before);
    expect(before.shows).toEqual([]);
  });

  it('needs a session, and each user sees only their own', async () => {
    const anonymous = await fetch(`${server.url}/api/me/progress`);
    expect(anonymous.status).toBe(401);
    expect(plays(await watchOf(other, BREAKING_BAD, 1))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('Up next', () => {
  it('shows each show with watched / aired and the next episode, most recent first', async () => {
    await mark(other, { showId: SEVERANCE, season: 1, episode: 1, watchedAt: '2024-03-01' });
    await mark(other, { showId: BREAKING_BAD, season: 5, episode: 16, watchedAt: '2024-02-01' });
    const { shows } = await progress(other);
    expect(shows.map((s) => s.name)).toEqual(['Severance', 'Breaking Bad']);
    expect(shows[0]).toMatchObject({
      id: SEVERANCE,
      watched: 1,
      next: { season: 1, episode: 2 },
      status: 'watching',
    });
    expect(shows[0]!.aired).toBeGreaterThanOrEqual(9);
    // The last episode of the last season watched: nothing after it, though earlier ones are not.
    expect(shows[1]).toMatchObject({ watched: 1, aired: 62, next: null });

    const mine = await progress(owner);
    const bb = mine.shows.find((s) => s.id === BREAKING_BAD)!;
    expect(bb).toMatchObject({ watched: 11, aired: 62, next: { season: 2, episode: 5 } });
    await mark(owner, { showId: BREAKING_BAD, season: 2, episode: 5 });
    const after = (await progress(owner)).shows.find((s) => s.id === BREAKING_BAD)!;
    expect(after).toMatchObject({ watched: 12, next: { season: 2, episode: 6 } });
  });
});
