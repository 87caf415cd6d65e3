import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportItem,
  ImportPreview,
  UserRating,
  WatchedEntry,
  WatchedStats,
  WatchlistEntry,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { overlappingLetterboxdZip } from './support/letterboxd-export';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const newUser = async () => (await verifiedAccount(server.url, uniqueEmail('wimport'))).session;

async function preview(session: Session, filename: string, data: string | Uint8Array) {
  const answer = await session.post('/api/me/import/preview', {
    filename,
    contentBase64: Buffer.from(data).toString('base64'),
  });
  expect(answer.status).toBe(200);
  return json<ImportPreview>(answer);
}

const itemsOf = (p: ImportPreview): ImportItem[] =>
  p.matched.map(({ type, id, rating, watchlist, watched }) => ({
    type,
    id,
    watchlist,
    watched,
    ...(rating === undefined ? {} : { rating }),
  }));

async function importFile(session: Session, filename: string, data: string | Uint8Array) {
  const p = await preview(session, filename, data);
  const answer = await session.post('/api/me/import/commit', { items: itemsOf(p) });
  expect(answer.status).toBe(200);
  return json<ImportCommitResult>(answer);
}

async function library(session: Session) {
  const [watchlist, ratings, diary] = await Promise.all([
    json<WatchlistEntry[]>(await session.fetch('/api/me/watchlist')),
    json<UserRating[]>(await session.fetch('/api/me/ratings')),
    json<WatchedEntry[]>(await session.fetch('/api/me/diary')),
  ]);
  return { watchlist, ratings, diary };
}

describe('importing a watched history', () => {
  it('lists each title once in the preview however many files name it', async () => {
    const p = await preview(await newUser(), 'letterboxd.zip', overlappingLetterboxdZip());
    const ids = p.matched.map((m) => m.id).sort((a, b) => a - b);
    expect(ids).toEqual([13, 550, 603, 680, 27205]);
    const matrix = p.matched.find((m) => m.id === 603)!;
    expect(matrix).toMatchObject({ watchlist: false, rating: 9 });
    expect(matrix.watched.map((v) => [v.date, v.rating, v.rewatch])).toEqual([
      ['2024-02-28', 6, false],
      ['2024-05-01', 9, true],
    ]);
  });

  it('puts watched films in the history, not the watchlist, and re-importing changes nothing', async () => {
    const user = await newUser();
    const first = await importFile(user, 'letterboxd.zip', overlappingLetterboxdZip());
    expect(first).toEqual({ added: 1, rated: 3, watched: 5, unchanged: 0 });
    const { watchlist, ratings, diary } = await library(user);
    expect(watchlist.map((e) => e.titleId)).toEqual([27205]);
    const rating = Object.fromEntries(ratings.map((r) => [r.titleId, r.rating]));
    expect(rating).toEqual({ 603: 9, 550: 8, 680: 6 });
    const days = diary.map((e) => [e.titleId, e.date, e.rewatch]);
    expect(days).toEqual(
      expect.arrayContaining([
        [603, '2024-05-01', true],
        [603, '2024-02-28', false],
        [550, '2024-06-01', false],
        [13, '2024-02-04', false],
        [680, '2024-04-01', false],
      ]),
    );
    expect(diary).toHaveLength(5);

    const again = await importFile(user, 'letterboxd.zip', overlappingLetterboxdZip());
    expect(again).toEqual({ added: 0, rated: 0, watched: 0, unchanged: 5 });
    expect((await library(user)).diary).toHaveLength(5);
  });

  it('keeps a title listed twice in one commit to one write', async () => {
    const user = await newUser();
    const item = {
      type: 'movie',
      id: 155,
      rating: 7,
      watchlist: false,
      watched: [{ date: '2023-01-01', rewatch: false }],
    };
    const answer = await user.post('/api/me/import/commit', {
      items: [item, { ...item, rating: 8 }],
    });
    expect(await json(answer)).toEqual({ added: 0, rated: 1, watched: 2, unchanged: 0 });
    expect((await library(user)).ratings.map((r) => r.rating)).toEqual([8]);
  });

  it('reads Trakt history (episodes as one viewing of the show a day) and IMDb ratings', async () => {
    const user = await newUser();
    const trakt = JSON.stringify([
      {
        watched_at: '2024-01-05T20:00:00.000Z',
        type: 'movie',
        movie: { title: 'Inception', year: 2010, ids: { tmdb: 27205 } },
      },
      {
        watched_at: '2024-03-05T20:00:00.000Z',
        type: 'movie',
        movie: { title: 'Inception', year: 2010, ids: { tmdb: 27205 } },
      },
      {
        watched_at: '2024-02-01T20:00:00.000Z',
        type: 'episode',
        show: { title: 'Breaking Bad', year: 2008, ids: { tmdb: 1396 } },
      },
      {
        watched_at: '2024-02-01T21:00:00.000Z',
        type: 'episode',
        show: { title: 'Breaking Bad', year: 2008, ids: { tmdb: 1396 } },
      },
    ]);
    expect(await importFile(user, 'history.json', trakt)).toMatchObject({ watched: 3, added: 0 });
    const { diary, watchlist } = await library(user);
    expect(watchlist).toEqual([]);
    expect(diary.map((e) => [e.titleId, e.date, e.rewatch])).toEqual([
      [27205, '2024-03-05', true],
      [1396, '2024-02-01', false],
      [27205, '2024-01-05', false],
    ]);
    expect(await importFile(user, 'history.json', trakt)).toMatchObject({
      watched: 0,
      unchanged: 2,
    });

    const imdb =
      'Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0468569,10,2023-08-09,The Dark Knight,Movie,2008\n';
    expect(await importFile(user, 'ratings.csv', imdb)).toEqual({
      added: 0,
      rated: 1,
      watched: 1,
      unchanged: 0,
    });
    expect(await importFile(user, 'ratings.csv', imdb)).toEqual({
      added: 0,
      rated: 0,
      watched: 0,
      unchanged: 1,
    });
  });

  it('exports the history (JSON and a Letterboxd diary CSV) and the round trip changes nothing', async () => {
    const user = await newUser();
    await importFile(user, 'letterboxd.zip', overlappingLetterboxdZip());
    // A show logged as a whole: an import's (the show page's mark marks episodes, issue #45).
    const traktShow = JSON.stringify([
      {
        watched_at: '2024-07-07T20:00:00.000Z',
        type: 'episode',
        show: { title: 'Breaking Bad', year: 2008, ids: { tmdb: 1396 } },
      },
    ]);
    expect(await importFile(user, 'history.json', traktShow)).toMatchObject({ watched: 1 });
    expect(
      (await user.fetch('/api/me/ratings/tv/1396', { method: 'PUT', json: { rating: 9 } })).status,
    ).toBe(200);
    const exported = await (await user.fetch('/api/me/export?format=json')).text();
    const data = JSON.parse(exported) as { watched: WatchedEntry[] };
    expect(data.watched).toHaveLength(6);

    const diaryCsv = await user.fetch('/api/me/export?format=diary');
    expect(diaryCsv.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await diaryCsv.text();
    expect(csv.split('\r\n')[0]).toBe('Title,Year,tmdbID,imdbID,WatchedDate,Rating,Rewatch');
    expect(csv).toContain('The Matrix,1999,603,tt0133093,2024-05-01,4.5,Yes');
    expect(csv).not.toContain('Breaking Bad');

    const fresh = await newUser();
    expect(await importFile(fresh, 'unclewatch.json', exported)).toMatchObject({ watched: 6 });
    const before = await library(fresh);
    for (const [name, file] of [
      ['unclewatch.json', exported],
      ['diary.csv', csv],
      ['unclewatch.csv', await (await fresh.fetch('/api/me/export?format=csv')).text()],
    ] as const) {
      const result = await importFile(fresh, name, file);
      expect(result, name).toMatchObject({ added: 0, rated: 0, watched: 0 });
    }
    const after = await library(fresh);
    expect(after.diary.map((e) => [e.titleId, e.date, e.rating, e.rewatch])).toEqual(
      before.diary.map((e) => [e.titleId, e.date, e.rating, e.rewatch]),
    );
    expect(after.ratings.map((r) => [r.titleId, r.rating])).toEqual(
      before.ratings.map((r) => [r.titleId, r.rating]),
    );
  });
});

describe('stats', () => {
  it('adds up the diary and ratings: months, ratings, genres, people, hours', async () => {
    const user = await newUser();
    const today = new Date().toISOString().slice(0, 10);
    await user.post('/api/me/watched/movie/27205', { date: today, rating: 9 });
    await user.post('/api/me/watched/movie/27205', { date: today });
    await user.post('/api/me/watched/movie/155', { date: '2001-01-01', rating: 7 });
    const answer = await user.fetch('/api/me/stats');
    expect(answer.status).toBe(200);
    const stats = await json<WatchedStats>(answer);
    expect(stats.perMonth).toHaveLength(12);
    expect(stats.perMonth.at(-1)).toEqual({ month: today.slice(0, 7), count: 2, episodes: 0 });
    expect(stats.perMonth.reduce((n, m) => n + m.count, 0)).toBe(2);
    expect(stats.ratings.find((r) => r.rating === 9)!.count).toBe(1);
    expect(stats.ratings.find((r) => r.rating === 7)!.count).toBe(1);
    // The last 12 months: Inception twice; The Dark Knight (2001) is all time's only.
    expect(stats).toMatchObject({ period: 'last-12-months', entries: 2, titles: 1 });
    expect(stats.directors[0]).toEqual({ name: 'Christopher Nolan', count: 1 });
    expect(stats.genres.map((g) => g.name)).toContain('Action');
    // Inception (148 min) twice.
    expect(stats.hours).toBe(4.9);
    const ever = await json<WatchedStats>(await user.fetch('/api/me/stats?period=all'));
    expect(ever).toMatchObject({ period: 'all', entries: 3, titles: 2 });
    expect(ever.directors[0]).toEqual({ name: 'Christopher Nolan', count: 2 });
    // Inception (148 min) twice and The Dark Knight (152 min) once.
    expect(ever.hours).toBe(7.5);
    expect(ever.timeWatched).toEqual({ months: 0, days: 0, hours: 8 });
    expect((await new Session(server.url).fetch('/api/me/stats')).status).toBe(401);
  });

  it("counts the 12 months ending with the user's month, and refuses a bad or future one", async () => {
    const user = await newUser();
    await user.post('/api/me/watched/movie/155', { date: '2023-12-31', rating: 7 });
    await user.post('/api/me/watched/movie/155', { date: '2024-01-01' });
    await user.post('/api/me/watched/movie/603', { date: '2024-06-15' });
    const stats = await json<WatchedStats>(await user.fetch('/api/me/stats?month=2024-01'));
    expect(stats.perMonth.map((m) => m.month)).toEqual([
      '2023-02',
      '2023-03',
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
    ]);
    expect(stats.perMonth.slice(-2).map((m) => m.count)).toEqual([1, 1]);
    expect(stats.perMonth.reduce((n, m) => n + m.count, 0)).toBe(2);
    // Only the two viewings of those months (June 2024's is after them).
    expect(stats).toMatchObject({ entries: 2, titles: 1 });

    // East of UTC the user's month can be the next UTC month; later ones are refused.
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextMonth = next.toISOString().slice(0, 7);
    const tomorrowMonth = new Date(Date.now() + 86_400_000).toISOString().slice(0, 7);
    const ahead = await user.fetch(`/api/me/stats?month=${nextMonth}`);
    expect(ahead.status).toBe(tomorrowMonth === nextMonth ? 200 : 400);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const future = await user.fetch(`/api/me/stats?month=${next.toISOString().slice(0, 7)}`);
    expect(future.status).toBe(400);
    expect(await json(future)).toMatchObject({
      error: "Invalid query parameter 'month': must not be in the future",
    });
    for (const bad of ['2024-13', '2024-1', 'now', '1887-12', '2024-01-01']) {
      const answer = await user.fetch(`/api/me/stats?month=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect((await json<{ error: string }>(answer)).error, bad).toMatch(
        /^Invalid query parameter 'month'/,
      );
    }
  });

  it('counts one calendar year with ?year=: its months, and only its viewings in every chart', async () => {
    const user = await newUser();
    await user.post('/api/me/watched/movie/155', { date: '2023-12-31', rating: 7 });
    await user.post('/api/me/watched/movie/155', { date: '2024-01-01' });
    await user.post('/api/me/watched/movie/603', { date: '2024-06-15' });
    await user.post('/api/me/watched/movie/603', { date: '2024-06-16' });
    const stats = await json<WatchedStats>(await user.fetch('/api/me/stats?year=2024'));
    expect(stats.year).toBe(2024);
    expect(stats.years).toEqual([2024, 2023]);
    expect(stats.perMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    expect(stats.perMonth.map((m) => m.count)).toEqual([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    expect(stats).toMatchObject({ viewings: 3, entries: 3, titles: 2 });
    // The Dark Knight (152 min) once and The Matrix (136 min) twice in 2024.
    expect(stats.hours).toBe(7.1);
    const before = await json<WatchedStats>(await user.fetch('/api/me/stats?year=2023'));
    expect(before).toMatchObject({ year: 2023, viewings: 1, entries: 1, titles: 1 });
    expect(before.directors).toEqual([{ name: 'Christopher Nolan', count: 1 }]);

    const nextYear = new Date().getUTCFullYear() + 2;
    const future = await user.fetch(`/api/me/stats?year=${nextYear}`);
    expect(future.status).toBe(400);
    expect(await json(future)).toMatchObject({
      error: "Invalid query parameter 'year': must not be in the future",
    });
    const both = await user.fetch('/api/me/stats?year=2024&month=2024-05');
    expect(both.status).toBe(400);
    for (const bad of ['24x', 'now', '1887', '2024.5', '-2024']) {
      const answer = await user.fetch(`/api/me/stats?year=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect((await json<{ error: string }>(answer)).error, bad).toMatch(
        /^Invalid query parameter 'year'/,
      );
    }
  });
});
