import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { uniqueEmail, type Session } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let session: Session;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  ({ session } = await verifiedAccount(server.url, uniqueEmail('junk')));
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { headers });
const kept = () => server.ctx.answers.stats;

describe('prepared answers are kept by the input their route reads', () => {
  it('made-up parameters find the one kept answer instead of a copy each', async () => {
    const first = await get('/api/tmdb/byGenre?genreId=18');
    expect(first.status).toBe(200);
    const before = kept().entries;
    const pad = 'a'.repeat(3000);
    for (let n = 0; n < 200; n++) {
      const response = await get(`/api/tmdb/byGenre?genreId=18&u=${n}&p=${pad}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe(first.headers.get('etag'));
      await response.arrayBuffer();
    }
    expect(kept().entries).toBe(before);
  });

  it('another spelling of the same input is the same answer', async () => {
    const plain = await get('/api/tmdb/byGenre?genreId=35&page=1');
    const before = kept().entries;
    for (const url of [
      '/api/tmdb/byGenre?page=1&genreId=35',
      '/api/tmdb/byGenre?genreId=035',
      '/api/tmdb/byGenre?genreId=35',
      '/api/tmdb/genres?genreId=35',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
    // Only /api/tmdb/genres is new; the spellings of byGenre share one answer.
    expect(kept().entries).toBe(before + 1);
    expect((await get('/api/tmdb/byGenre?genreId=035')).headers.get('etag')).toBe(
      plain.headers.get('etag'),
    );
  });

  it('a bad input is still refused by validation, never served a kept answer', async () => {
    await get('/api/tmdb/byGenre?genreId=18');
    const bad = await get('/api/tmdb/byGenre?genreId=18&page=0');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { path: string }[] }).details[0]?.path).toBe('page');
  });
});

describe('addresses are bounded', () => {
  it('answers 414 as JSON past 4,096 characters, on the API and on pages', async () => {
    for (const url of [
      `/api/tmdb/byGenre?genreId=99999&p=${'a'.repeat(15_000)}`,
      `/movie/27205?u=${'a'.repeat(5000)}`,
      `/api/me/watchlist?x=${'a'.repeat(5000)}`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(414);
      expect(await response.json()).toEqual({
        error: 'The address is longer than 4096 characters',
      });
    }
    expect((await get(`/api/tmdb/byGenre?genreId=18&p=${'a'.repeat(3900)}`)).status).toBe(200);
  });
});

describe('answers that depend on who asks are never stored', () => {
  it('sends private, no-store on /api/me/*, /api/comments/*, errors and sign-in state', async () => {
    const asUser = [
      '/api/me/watchlist',
      '/api/me/ratings',
      '/api/me/diary',
      '/api/me/stats',
      '/api/me/export',
      '/api/me/watched/movie/27205',
      '/api/comments/movie/27205',
    ];
    for (const url of asUser) {
      const response = await session.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('private, no-store');
    }
    expect((await session.fetch('/api/auth/get-session')).headers.get('cache-control')).toMatch(
      /no-store/,
    );
    for (const url of ['/api/me/watchlist', '/api/comments/movie/27205', '/api/nothing-here']) {
      const response = await get(url);
      expect(response.headers.get('cache-control'), url).toMatch(/private, no-store|no-store/);
    }
    // Public answers keep their own policy.
    expect((await get('/api/tmdb/genres')).headers.get('cache-control')).toMatch(/^public/);
  });
});
