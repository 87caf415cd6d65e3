import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { uniqueEmail, type Session } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

// A stand-in web build (the API suite may run before the real one is built): pages, an inline
// script for the CSP to hash, and an image.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-security-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>UncleWatch</title><script>document.documentElement.dataset.js = "1"</script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let server: TestServer;
let user: Session;
let token: string | null;

beforeAll(async () => {
  server = await startTestServer({
    TMDB_IMAGE_BASE_URL: 'off',
    WEB_DIST_DIR: webDist,
    WEB_SSR_ENTRY: path.join(webDist, 'no-server-build.js'),
  });
  ({ session: user, token } = await verifiedAccount(server.url, uniqueEmail()));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('send pages a CSP allowing only our origin, YouTube embeds and images, plus nosniff and no framing', async () => {
    for (const path of ['/', '/movie/155', '/nope']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('send data (JSON, errors, images) a CSP that allows nothing, plus nosniff and no framing', async () => {
    for (const path of ['/api/health', '/api/tmdb/genres', '/api/nope', '/favicon.svg']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers.get('content-type')).not.toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('cross-site writes with a session cookie', () => {
  const add = (origin?: string, site?: string) =>
    user.fetch('/api/me/watchlist/movie/155', {
      method: 'PUT',
      headers: { ...(origin ? { origin } : {}), ...(site ? { 'sec-fetch-site': site } : {}) },
    });

  it('are refused from another origin', async () => {
    const response = await add('https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Cross-site request refused (Origin not allowed)',
    });
    expect((await add(undefined, 'cross-site')).status).toBe(403);
    // Nothing was written.
    expect(await (await user.fetch('/api/me/watchlist')).json()).toEqual([]);
  });

  it('are accepted from our own origin, and bearer clients are not affected', async () => {
    expect((await add(server.url)).status).toBe(200);
    expect((await add(undefined, 'same-origin')).status).toBe(200);
    const bearer = await fetch(`${server.url}/api/me/watchlist/movie/238`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, origin: 'https://elsewhere.example' },
    });
    expect(bearer.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After on search and on comments', async () => {
    const limited = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      COMMENT_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await fetch(`${limited.url}/api/tmdb/search?q=heat`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const blocked = await fetch(`${limited.url}/api/tmdb/search?q=heat`);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await blocked.json()).toEqual({
        error: 'Too many requests: please wait a moment and try again.',
      });

      const { session } = await verifiedAccount(limited.url, uniqueEmail());
      const post = () =>
        session.fetch('/api/comments/movie/155', { method: 'POST', json: { comment: 'hi' } });
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('Accept-Encoding', () => {
  it('an explicit refusal wins over *: prepared answers, pages and other answers alike', async () => {
    const refuseBoth = { 'accept-encoding': 'gzip;q=0, br;q=0, *' };
    const refuseBr = { 'accept-encoding': 'br;q=0, *' };
    for (const url of ['/api/tmdb/genres', '/api/tmdb/movie/27205', '/', '/api/openapi.json']) {
      const plain = await fetch(`${server.url}${url}`, { headers: refuseBoth });
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get('content-encoding'), url).toBeNull();
      const gzip = await fetch(`${server.url}${url}`, { headers: refuseBr });
      expect(gzip.headers.get('content-encoding'), url).not.toBe('br');
    }
  });
});
