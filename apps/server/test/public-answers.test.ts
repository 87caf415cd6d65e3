import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { homeResponseSchema, titleDetailsSchema } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

/** Raw bytes as they came over the wire (undici's fetch would decode them silently). */
async function raw(path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, server.url);
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers as Record<string, string>,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('public catalogue answers', () => {
  it('answer with a validator and a Cache-Control a CDN may use', async () => {
    const first = await raw('/api/tmdb/movie/155');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(titleDetailsSchema.parse(JSON.parse(first.body.toString())).id).toBe(155);

    const again = await raw('/api/tmdb/movie/155');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('answer 304 with no body when the client holds the same answer', async () => {
    const { headers } = await raw('/api/tmdb/trending?time=week');
    const revalidated = await raw('/api/tmdb/trending?time=week', {
      'if-none-match': headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(headers.etag);
    const stale = await raw('/api/tmdb/trending?time=week', { 'if-none-match': 'W/"other"' });
    expect(stale.status).toBe(200);
  });

  it('send brotli or gzip bytes compressed once, never twice', async () => {
    const plain = await raw('/api/tmdb/search?q=nolan');
    const br = await raw('/api/tmdb/search?q=nolan', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await raw('/api/tmdb/search?q=nolan', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const refused = await raw('/api/tmdb/search?q=nolan', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // All three are one answer under one validator.
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
  });

  it('are sent as they are to a client that accepts neither brotli nor gzip (no compression per request)', async () => {
    const plain = await raw('/api/tmdb/trending?time=week');
    const deflateOnly = await raw('/api/tmdb/trending?time=week', { 'accept-encoding': 'deflate' });
    expect(deflateOnly.status).toBe(200);
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body.equals(plain.body)).toBe(true);
  });

  it('still check each new address once a neighbour is kept', async () => {
    expect((await raw('/api/tmdb/trending?time=week')).status).toBe(200);
    const wrongWindow = await raw('/api/tmdb/trending?time=year');
    expect(wrongWindow.status).toBe(400);
    expect(JSON.parse(wrongWindow.body.toString()).error).toMatch(/time/);
    expect((await raw('/api/tmdb/trending?time=week&page=0')).status).toBe(400);
  });

  it('keep errors out of the shared answers', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await raw('/api/tmdb/movie/899999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
    const bad = await raw('/api/tmdb/search?q=');
    expect(bad.status).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });

  it('serve a detail page aggregate the same way', async () => {
    const page = await raw('/api/titles/movie/155', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toMatch(/^public/);
    const body = JSON.parse(zlib.gunzipSync(page.body).toString()) as { details: { id: number } };
    expect(body.details.id).toBe(155);
  });
});

describe('the home answer', () => {
  it('is public, revalidated by browsers on every visit, and compressed', async () => {
    const home = await raw('/api/home', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(home.headers['content-encoding']).toBe('br');
    const body = homeResponseSchema.parse(
      JSON.parse(zlib.brotliDecompressSync(home.body).toString()),
    );
    expect(body.hero).not.toBeNull();
  });

  it('keeps the hero random per visit: several prepared variants, each revalidated', async () => {
    const etags = new Map<string, number>();
    for (let i = 0; i < 80; i++) {
      const { headers, body } = await raw('/api/home');
      const hero = homeResponseSchema.parse(JSON.parse(body.toString())).hero;
      etags.set(headers.etag!, hero!.id);
    }
    // Eight variants drawn at random: 80 visits meet more than one of them.
    expect(etags.size).toBeGreaterThan(1);
    expect(etags.size).toBeLessThanOrEqual(8);

    // A visitor holding one variant gets a 304 whenever the draw lands on it again.
    const [held] = etags.keys();
    const statuses = new Set<number>();
    for (let i = 0; i < 200 && statuses.size < 2; i++) {
      statuses.add((await raw('/api/home', { 'if-none-match': held! })).status);
    }
    expect([...statuses].sort()).toEqual([200, 304]);
  });

  it('holds only the shared parts: no field about a visitor', async () => {
    const { body } = await raw('/api/home', { cookie: 'better-auth.session_token=abc' });
    const keys = Object.keys(JSON.parse(body.toString()) as object).sort();
    expect(keys).toEqual(
      ['bollywood', 'hero', 'heroOverview', 'hollywood', 'trendingMovies', 'trendingTv'].sort(),
    );
  });
});
