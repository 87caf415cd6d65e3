import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Comment, RecentSearch, UserRating, WatchlistEntry } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const ADMIN = 'library-admin@example.com';
let server: TestServer;
let owner: Session;
let other: Session;
let admin: Session;
let visitor: Session;
let ownerEmail: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, TMDB_IMAGE_BASE_URL: 'off' });
  ownerEmail = uniqueEmail();
  owner = (await verifiedAccount(server.url, ownerEmail, 'Olive Owner')).session;
  other = (await verifiedAccount(server.url, uniqueEmail())).session;
  admin = (await verifiedAccount(server.url, ADMIN)).session;
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe('watchlist', () => {
  it('adds idempotently with details filled in by the server, per spec ids', async () => {
    const first = await owner.fetch('/api/me/watchlist/movie/155', { method: 'PUT' });
    expect(first.status).toBe(200);
    const entry = await json<WatchlistEntry>(first);
    expect(entry).toMatchObject({
      title: 'The Dark Knight',
      type: 'movie',
      movieId: '155',
      language: 'en',
    });
    expect(entry.id).toMatch(/_155$/);
    expect(entry.imageUrl).toMatch(/^\/img\/w300\//);
    const again = await json<WatchlistEntry>(
      await owner.fetch('/api/me/watchlist/movie/155', { method: 'PUT' }),
    );
    expect(again).toEqual(entry);
    const tv = await json<WatchlistEntry>(
      await owner.fetch('/api/me/watchlist/tv/1396', { method: 'PUT' }),
    );
    expect(tv).toMatchObject({ tvId: '1396_tv', title: 'Breaking Bad' });
    expect(tv.id).toMatch(/_1396_tv$/);
    const list = await json<WatchlistEntry[]>(await owner.fetch('/api/me/watchlist'));
    expect(list.map((e) => e.title)).toEqual(['Breaking Bad', 'The Dark Knight']);
    expect(await json(await owner.fetch('/api/me/watchlist/tv/1396'))).toMatchObject({
      saved: true,
    });
  });

  it("lists each entry with the catalogue's year, genres and Uncle Score", async () => {
    const details = await json<{ uncleScore: number; uncleScoreSources: string[] }>(
      await visitor.fetch('/api/tmdb/movie/155'),
    );
    const list = await json<WatchlistEntry[]>(await owner.fetch('/api/me/watchlist'));
    const knight = list.find((e) => e.titleId === 155);
    expect(knight).toMatchObject({
      year: '2008',
      uncleScore: details.uncleScore,
      uncleScoreSources: details.uncleScoreSources,
    });
    expect(knight?.genre_ids?.length).toBeGreaterThan(0);
    expect(details.uncleScoreSources.length).toBeGreaterThan(1);
  });

  it('keeps each user to their own list', async () => {
    expect(await json(await other.fetch('/api/me/watchlist'))).toEqual([]);
    expect(await json(await other.fetch('/api/me/watchlist/movie/155'))).toEqual({
      saved: false,
      entry: null,
    });
    // Another user's delete touches only their own (absent) row.
    expect((await other.fetch('/api/me/watchlist/movie/155', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await json(await owner.fetch('/api/me/watchlist/movie/155'))).toMatchObject({
      saved: true,
    });
  });

  it('refuses unknown titles and bad ids', async () => {
    const unknown = await owner.fetch('/api/me/watchlist/movie/2147483000', { method: 'PUT' });
    expect(unknown.status).toBe(404);
    const badType = await owner.fetch('/api/me/watchlist/book/1', { method: 'PUT' });
    expect(badType.status).toBe(400);
    expect((await json<{ error: string }>(badType)).error).toMatch(/'type'/);
    const badId = await owner.fetch('/api/me/watchlist/movie/abc', { method: 'PUT' });
    expect((await json<{ error: string }>(badId)).error).toMatch(/'id'/);
  });
});

describe('ratings', () => {
  it('needs the title in the watchlist, takes 1–10 whole numbers, and deletes', async () => {
    const notSaved = await owner.fetch('/api/me/ratings/movie/238', {
      method: 'PUT',
      json: { rating: 8 },
    });
    expect(notSaved.status).toBe(409);
    expect((await json<{ error: string }>(notSaved)).error).toMatch(/watchlist/);
    for (const rating of [0, 11, 7.5, '8']) {
      const bad = await owner.fetch('/api/me/ratings/movie/155', {
        method: 'PUT',
        json: { rating },
      });
      expect(bad.status).toBe(400);
      expect((await json<{ error: string }>(bad)).error).toMatch(/'rating'/);
    }
    const rated = await owner.fetch('/api/me/ratings/movie/155', {
      method: 'PUT',
      json: { rating: 9 },
    });
    expect(rated.status).toBe(200);
    expect(await json<UserRating>(rated)).toMatchObject({
      rating: 9,
      title: 'The Dark Knight',
      publicRating: '8.5',
    });
    await owner.fetch('/api/me/ratings/movie/155', { method: 'PUT', json: { rating: 10 } });
    const list = await json<UserRating[]>(await owner.fetch('/api/me/ratings'));
    expect(list).toHaveLength(1);
    expect(list[0]!.rating).toBe(10);
    expect(await json(await other.fetch('/api/me/ratings'))).toEqual([]);
    expect((await owner.fetch('/api/me/ratings/movie/155', { method: 'DELETE' })).status).toBe(204);
    expect(await json(await owner.fetch('/api/me/ratings'))).toEqual([]);
  });

  it('rejects bad JSON and non-JSON bodies with 4xx', async () => {
    const badJson = await owner.fetch('/api/me/ratings/movie/155', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"rating":',
    });
    expect(badJson.status).toBe(400);
    expect(await json(badJson)).toEqual({ error: 'Request body is not valid JSON' });
    const text = await owner.fetch('/api/me/ratings/movie/155', {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'rating=5',
    });
    expect(text.status).toBe(415);
  });
});

describe('comments', () => {
  it('are public to read, newest first, stored as typed, with a display name', async () => {
    const markup = '<b>Great</b> & "loud" film';
    const posted = await owner.fetch('/api/comments/movie/155', {
      method: 'POST',
      json: { comment: `  ${markup}  ` },
    });
    expect(posted.status).toBe(201);
    const comment = await json<Comment>(posted);
    expect(comment).toMatchObject({ comment: markup, author: 'Olive Owner' });
    await other.fetch('/api/comments/movie/155', { method: 'POST', json: { comment: 'Second!' } });
    const list = await json<Comment[]>(await visitor.fetch('/api/comments/movie/155'));
    expect(list.map((c) => c.comment)).toEqual(['Second!', markup]);
    expect(list[0]!.author).not.toContain('@');
    expect(JSON.stringify(list)).not.toContain(ownerEmail);
  });

  it('need a session and non-blank text of at most 1000 characters', async () => {
    expect(
      (await visitor.fetch('/api/comments/movie/155', { method: 'POST', json: { comment: 'hi' } }))
        .status,
    ).toBe(401);
    for (const comment of ['   ', 'x'.repeat(1001)]) {
      const bad = await owner.fetch('/api/comments/movie/155', {
        method: 'POST',
        json: { comment },
      });
      expect(bad.status).toBe(400);
      expect((await json<{ error: string }>(bad)).error).toMatch(/'comment'/);
    }
    expect(
      (await owner.fetch('/api/comments/movie/155', { method: 'POST', json: {} })).status,
    ).toBe(400);
    expect(
      (
        await owner.fetch('/api/comments/movie/2147483000', {
          method: 'POST',
          json: { comment: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('are deleted by their author or an admin only', async () => {
    const mine = await json<Comment>(
      await owner.fetch('/api/comments/tv/1396', { method: 'POST', json: { comment: 'mine' } }),
    );
    const theirs = await json<Comment>(
      await other.fetch('/api/comments/tv/1396', { method: 'POST', json: { comment: 'theirs' } }),
    );
    expect((await visitor.fetch(`/api/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );
    expect((await other.fetch(`/api/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.fetch(`/api/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(`/api/comments/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.fetch(`/api/comments/${theirs.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await json(await visitor.fetch('/api/comments/tv/1396'))).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps the last 5 distinct terms, lowercased and trimmed, per user', async () => {
    for (const term of ['Matrix', 'alien', '  MATRIX ', 'heat', 'up', 'jaws', 'ran']) {
      expect(
        (await owner.fetch('/api/me/searches', { method: 'POST', json: { term } })).status,
      ).toBe(201);
    }
    const recent = await json<RecentSearch[]>(await owner.fetch('/api/me/searches'));
    expect(recent.map((r) => r.term)).toEqual(['ran', 'jaws', 'up', 'heat', 'matrix']);
    expect(await json(await other.fetch('/api/me/searches'))).toEqual([]);
    expect(
      (await owner.fetch('/api/me/searches', { method: 'POST', json: { term: ' ' } })).status,
    ).toBe(400);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/api/me/watchlist'],
    ['GET', '/api/me/watchlist/movie/155'],
    ['PUT', '/api/me/watchlist/movie/155'],
    ['DELETE', '/api/me/watchlist/movie/155'],
    ['GET', '/api/me/ratings'],
    ['PUT', '/api/me/ratings/movie/155'],
    ['DELETE', '/api/me/ratings/movie/155'],
    ['GET', '/api/me/searches'],
    ['POST', '/api/me/searches'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await visitor.fetch(path, {
      method,
      json: method === 'PUT' || method === 'POST' ? {} : undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in required' });
  });
});
