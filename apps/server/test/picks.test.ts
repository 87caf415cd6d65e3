import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HomeResponse, UnclePick } from '@unclewatch/core';

import { STARTER_PICKS } from '../src/services/picks-service';
import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const ADMIN = 'picks-admin@example.com';
let server: TestServer;
let user: Session;
let admin: Session;
let adminToken: string | null;
let visitor: Session;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail())).session;
  const adminAccount = await verifiedAccount(server.url, ADMIN);
  admin = adminAccount.session;
  adminToken = adminAccount.token;
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const list = async () => json<UnclePick[]>(await visitor.fetch('/api/recommend/all'));
const add = (session: Session, body: unknown) => session.post('/api/recommend/add', body);
const remove = (session: Session, key: string) =>
  session.fetch(`/api/recommend/${key}`, { method: 'DELETE' });

describe("Uncle's Pick", () => {
  it('starts a fresh install with the starter set, public to visitors', async () => {
    const picks = await list();
    expect(picks.length).toBeGreaterThanOrEqual(12);
    expect(picks.length).toBeLessThanOrEqual(STARTER_PICKS.length);
    const ids = picks.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const animation = picks.filter((p) => p.genre_ids.includes(16));
    expect(animation.length).toBeGreaterThan(0);
    expect(picks.some((p) => p.type === 'tv' && !p.genre_ids.includes(16))).toBe(true);
    expect(picks.some((p) => p.type === 'movie' && !p.genre_ids.includes(16))).toBe(true);
    expect(picks.some((p) => ['hi', 'te', 'ta', 'ml'].includes(p.language))).toBe(true);
    for (const pick of picks) {
      expect(pick.id).toBe(`${pick.type}_${pick.tmdbId}`);
      expect(pick.title).toBeTruthy();
      expect(pick.year).toMatch(/^\d{4}$/);
      expect(pick.poster).toMatch(/^\/img\/w300\//);
      expect(Number.isNaN(Date.parse(pick.createdAt))).toBe(false);
      expect(pick.rating).toBeGreaterThan(0);
    }
  });

  it('carries the same Uncle Score as the title itself', async () => {
    const knight = (await list()).find((p) => p.id === 'movie_155')!;
    const details = (await (await visitor.fetch('/api/tmdb/movie/155')).json()) as UnclePick;
    expect(knight.uncleScore).toBe(details.uncleScore);
    expect(knight.uncleScoreSources).toEqual(details.uncleScoreSources);
  });

  it('tells browsers to revalidate the list, so an admin change shows on the next load', async () => {
    const first = await visitor.fetch('/api/recommend/all');
    expect(first.headers.get('cache-control')).toContain('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await visitor.fetch('/api/recommend/all', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('guards add and delete: visitor 401, user 403', async () => {
    expect((await add(visitor, { id: 238, type: 'movie' })).status).toBe(401);
    expect((await add(visitor, { id: 'x' })).status).toBe(401);
    const forbidden = await add(user, { id: 238, type: 'movie' });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toHaveProperty('error');
    expect((await remove(visitor, 'movie_155')).status).toBe(401);
    expect((await remove(user, 'movie_155')).status).toBe(403);
    expect((await list()).some((p) => p.id === 'movie_155')).toBe(true);
    expect((await list()).some((p) => p.id === 'movie_238')).toBe(false);
  });

  it('validates the body and the key', async () => {
    const cases: unknown[] = [
      {},
      { id: 238 },
      { id: 'abc', type: 'movie' },
      { id: 238, type: 'book' },
      { id: -1, type: 'movie' },
      { id: 238, type: 'movie', title: '' },
      { id: 238, type: 'movie', rating: 11 },
      { id: 238, type: 'movie', poster: 'javascript:alert(1)' },
      { id: 238, type: 'movie', genre_ids: 'x' },
    ];
    for (const body of cases) {
      const answer = await add(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const error = await json<{ error: string; details: unknown[] }>(answer);
      expect(error.error).toBeTruthy();
      expect(error.details.length).toBeGreaterThan(0);
    }
    expect((await remove(admin, 'book_1')).status).toBe(400);
    expect((await remove(admin, 'movie_abc')).status).toBe(400);
    expect((await add(admin, { id: 2147483000, type: 'movie' })).status).toBe(404);
  });

  it('adds by id alone with details from the catalogue, and says a second add is a 409', async () => {
    const answer = await add(admin, { id: 238, type: 'movie' });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ success: true });
    const again = await add(admin, { id: '238', type: 'movie', title: 'Other' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      error: `"The Godfather" is already in Uncle's Pick`,
    });
    const picks = await list();
    const godfather = picks.filter((p) => p.id === 'movie_238');
    expect(godfather).toHaveLength(1);
    expect(godfather[0]).toMatchObject({
      type: 'movie',
      tmdbId: 238,
      title: 'The Godfather',
      year: '1972',
      language: 'en',
    });
    expect(godfather[0]!.tmdbRating).toBeGreaterThan(8);
    expect(godfather[0]!.genre_ids.length).toBeGreaterThan(0);
    expect(picks[0]!.id).toBe('movie_238');
  });

  it('keeps values an admin sends and accepts a bearer token', async () => {
    expect(adminToken).toBeTruthy();
    const answer = await fetch(`${server.url}/api/recommend/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 1668,
        type: 'tv',
        title: 'Friends (as the admin spells it)',
        rating: 9,
        poster: 'https://example.com/p.jpg',
      }),
    });
    expect(answer.status).toBe(200);
    expect((await list()).find((p) => p.id === 'tv_1668')).toMatchObject({
      title: 'Friends (as the admin spells it)',
      rating: 9,
      poster: 'https://example.com/p.jpg',
    });
    const tv = await json(
      await fetch(`${server.url}/api/recommend/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 60574, type: 'tv', rtRating: '93%', year: 2013 }),
      }),
    );
    expect(tv).toEqual({ success: true });
    const peaky = (await list()).find((p) => p.id === 'tv_60574');
    expect(peaky).toMatchObject({ rtRating: 93, year: '2013', type: 'tv' });
  });

  it('deletes, then answers 404 for a missing pick', async () => {
    const first = await remove(admin, 'movie_238');
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ success: true });
    expect((await list()).some((p) => p.id === 'movie_238')).toBe(false);
    const again = await remove(admin, 'movie_238');
    expect(again.status).toBe(404);
    expect(await json(again)).toHaveProperty('error');
  });

  it('does not seed again after deletions', async () => {
    expect((await remove(admin, 'movie_155')).status).toBe(200);
    expect(await server.ctx.services.picks.seedStarterSet()).toBe(0);
    expect((await list()).some((p) => p.id === 'movie_155')).toBe(false);
  });

  it('shows one of the movie picks as the home hero', async () => {
    const ids = new Set((await list()).map((p) => `${p.type}_${p.tmdbId}`));
    for (let i = 0; i < 5; i++) {
      const home = await json<HomeResponse>(await visitor.fetch('/api/home'));
      expect(home.hero?.media_type).toBe('movie');
      expect(ids.has(`movie_${home.hero!.id}`)).toBe(true);
    }
  });
});
