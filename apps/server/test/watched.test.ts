import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MarkWatchedResult, UserRating, WatchedEntry, WatchedStatus } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let owner: Session;
let other: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('watched'))).session;
  other = (await verifiedAccount(server.url, uniqueEmail('watched-other'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => new Date().toISOString().slice(0, 10);

async function mark(session: Session, path: string, body: object = { date: today() }) {
  const answer = await session.post(`/api/me/watched/${path}`, body);
  expect(answer.status).toBe(201);
  return json<MarkWatchedResult>(answer);
}
const ratingOf = async (session: Session, type: string, id: number) =>
  (await json<UserRating[]>(await session.fetch('/api/me/ratings'))).find(
    (r) => r.type === type && r.titleId === id,
  )?.rating;

describe('watched history', () => {
  it('logs a picked day (today or earlier) and rewatches as more entries', async () => {
    const first = await mark(owner, 'movie/550', { date: '2021-03-04' });
    expect(first.entry).toMatchObject({
      type: 'movie',
      titleId: 550,
      title: 'Fight Club',
      date: '2021-03-04',
      rating: null,
      rewatch: false,
    });
    expect(first.onWatchlist).toBe(false);
    const again = await mark(owner, 'movie/550');
    expect(again.entry).toMatchObject({ date: today(), rewatch: true });
    // A viewing logged before the first one is not a rewatch unless the user says so.
    const earlier = await mark(owner, 'movie/550', { date: '2019-01-01' });
    expect(earlier.entry.rewatch).toBe(false);
    const flagged = await mark(owner, 'movie/550', { date: '2019-01-01', rewatch: true });
    expect(flagged.entry.rewatch).toBe(true);

    const status = await json<WatchedStatus>(await owner.fetch('/api/me/watched/movie/550'));
    expect(status.watched).toBe(true);
    expect(status.entries.map((e) => e.date)).toEqual([
      today(),
      '2021-03-04',
      '2019-01-01',
      '2019-01-01',
    ]);
    const diary = await json<WatchedEntry[]>(await owner.fetch('/api/me/diary'));
    expect(diary.filter((e) => e.titleId === 550)).toHaveLength(4);
    expect(diary[0]!.date).toBe(today());
    // Watching is not wanting to watch: the watchlist stays empty.
    expect(await json(await owner.fetch('/api/me/watchlist'))).toEqual([]);
  });

  it('refuses future and malformed days, unknown titles, and visitors', async () => {
    const future = await owner.post('/api/me/watched/movie/550', { date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect((await json<{ error: string }>(future)).error).toMatch(/'date'.*future/);
    const missing = await owner.post('/api/me/watched/movie/550', {});
    expect((await json<{ error: string }>(missing)).error).toMatch(/'date'/);
    for (const date of ['2021-02-30', '21-02-03', 'yesterday', 20210203, '1700-01-01']) {
      const bad = await owner.post('/api/me/watched/movie/550', { date });
      expect(bad.status).toBe(400);
      expect((await json<{ error: string }>(bad)).error).toMatch(/'date'/);
    }
    const badRewatch = await owner.post('/api/me/watched/movie/550', {
      date: today(),
      rewatch: 'yes',
    });
    expect((await json<{ error: string }>(badRewatch)).error).toMatch(/'rewatch'/);
    const unknown = await owner.post('/api/me/watched/movie/2147483000', { date: today() });
    expect(unknown.status).toBe(404);
    const visitor = await new Session(server.url).post('/api/me/watched/movie/550', {
      date: today(),
    });
    expect(visitor.status).toBe(401);
    expect((await new Session(server.url).fetch('/api/me/diary')).status).toBe(401);
  });

  it("keeps each user to their own diary; another user's entry id is not found", async () => {
    const mine = await mark(owner, 'movie/13', { date: '2020-05-05' });
    expect(await json(await other.fetch('/api/me/diary'))).toEqual([]);
    const theirs = await other.fetch(`/api/me/diary/${mine.entry.id}`, { method: 'DELETE' });
    expect(theirs.status).toBe(404);
    const status = await json<WatchedStatus>(await owner.fetch('/api/me/watched/movie/13'));
    expect(status.entries).toHaveLength(1);
    expect((await owner.fetch('/api/me/diary/not valid!', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('rating watched titles (spec §5: only tracked titles)', () => {
  it('rates a watched title that was never on the watchlist; refuses an untracked one', async () => {
    const untracked = await owner.fetch('/api/me/ratings/movie/680', {
      method: 'PUT',
      json: { rating: 7 },
    });
    expect(untracked.status).toBe(409);
    expect((await json<{ error: string }>(untracked)).error).toMatch(/watched/);
    await mark(owner, 'movie/680', { date: '2022-01-01' });
    const rated = await owner.fetch('/api/me/ratings/movie/680', {
      method: 'PUT',
      json: { rating: 7 },
    });
    expect(rated.status).toBe(200);
    expect(await json<UserRating>(rated)).toMatchObject({ rating: 7, title: 'Pulp Fiction' });
  });

  it('keeps the rating given at each viewing, and the latest as the current rating', async () => {
    const first = await mark(owner, 'movie/603', { date: '2010-01-01', rating: 6 });
    expect(first.entry.rating).toBe(6);
    expect(await ratingOf(owner, 'movie', 603)).toBe(6);
    // Without a rating, an entry records the rating the title has at that time.
    const plain = await mark(owner, 'movie/603', { date: '2015-01-01' });
    expect(plain.entry.rating).toBe(6);
    const later = await mark(owner, 'movie/603', { date: '2020-01-01', rating: 9 });
    expect(later.entry).toMatchObject({ rating: 9, rewatch: true });
    expect(await ratingOf(owner, 'movie', 603)).toBe(9);
    const entries = (await json<WatchedStatus>(await owner.fetch('/api/me/watched/movie/603')))
      .entries;
    expect(entries.map((e) => [e.date, e.rating])).toEqual([
      ['2020-01-01', 9],
      ['2015-01-01', 6],
      ['2010-01-01', 6],
    ]);
  });
});

describe('watchlist and watched together', () => {
  it('offers to take a watched title off the watchlist, or does it when asked', async () => {
    await owner.fetch('/api/me/watchlist/movie/27205', { method: 'PUT' });
    const kept = await mark(owner, 'movie/27205', { date: '2023-02-02' });
    expect(kept.onWatchlist).toBe(true);
    const status = await json<WatchedStatus>(await owner.fetch('/api/me/watched/movie/27205'));
    expect(status).toMatchObject({ watched: true, onWatchlist: true });
    const removed = await mark(owner, 'movie/27205', { date: today(), removeFromWatchlist: true });
    expect(removed.onWatchlist).toBe(false);
    const saved = await json<{ saved: boolean }>(
      await owner.fetch('/api/me/watchlist/movie/27205'),
    );
    expect(saved.saved).toBe(false);
  });

  it('removing an unwatched title from the watchlist drops its rating', async () => {
    await owner.fetch('/api/me/watchlist/movie/238', { method: 'PUT' });
    await owner.fetch('/api/me/ratings/movie/238', { method: 'PUT', json: { rating: 8 } });
    expect(await ratingOf(owner, 'movie', 238)).toBe(8);
    await owner.fetch('/api/me/watchlist/movie/238', { method: 'DELETE' });
    expect(await ratingOf(owner, 'movie', 238)).toBeUndefined();
    // Rating it again needs tracking again.
    const again = await owner.fetch('/api/me/ratings/movie/238', {
      method: 'PUT',
      json: { rating: 8 },
    });
    expect(again.status).toBe(409);
  });

  it('removing a watched title from the watchlist keeps its rating with the history', async () => {
    await owner.fetch('/api/me/watchlist/movie/155', { method: 'PUT' });
    await owner.fetch('/api/me/ratings/movie/155', { method: 'PUT', json: { rating: 10 } });
    await mark(owner, 'movie/155', { date: '2024-07-07' });
    await owner.fetch('/api/me/watchlist/movie/155', { method: 'DELETE' });
    expect(await ratingOf(owner, 'movie', 155)).toBe(10);
  });

  it('deleting the last diary entry of an untracked title drops its rating; not before', async () => {
    const a = await mark(owner, 'movie/238', { date: '2018-01-01', rating: 9 });
    const b = await mark(owner, 'movie/238', { date: '2019-01-01' });
    expect(a.entry.title).toBe('The Godfather');
    expect((await owner.fetch(`/api/me/diary/${a.entry.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await ratingOf(owner, 'movie', 238)).toBe(9);
    await owner.fetch(`/api/me/diary/${b.entry.id}`, { method: 'DELETE' });
    expect(await ratingOf(owner, 'movie', 238)).toBeUndefined();
    const status = await json<WatchedStatus>(await owner.fetch('/api/me/watched/movie/238'));
    expect(status).toEqual({ watched: false, entries: [], onWatchlist: false });
    const gone = await owner.fetch(`/api/me/diary/${b.entry.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
  });
});
