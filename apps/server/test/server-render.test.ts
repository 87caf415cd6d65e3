import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { startTestServer, type TestServer } from './support/test-server';

// A stand-in for the built web app and its server-rendering build (decision 027): the server
// only needs index.html and a module with renderPage(url, { send, siteInfo }).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-ssr-'));
const webDist = path.join(dir, 'dist');
fs.mkdirSync(webDist);
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>UncleWatch</title></head><body><div id="root"></div></body></html>',
);
const entry = path.join(dir, 'entry-server.js');
fs.writeFileSync(
  entry,
  `export function pageAddress(url) {
    // The stand-in's pages read their whole address but for a 'junk' parameter; it renders
    // nothing under /elsewhere (and counts how often it was asked to).
    if (url.startsWith('/elsewhere')) return null;
    const [path, query] = url.split('?');
    const kept = new URLSearchParams(query ?? '');
    kept.delete('junk');
    return kept.size ? path + '?' + kept : path;
  }
  export async function renderPage(url, { send, siteInfo }) {
    globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
    if (url.startsWith('/broken')) throw new Error('render failed');
    if (url.startsWith('/count/')) {
      // Counts its renders, and what the API answered at url's path under /api/.
      const render = (globalThis.renders = (globalThis.renders ?? 0) + 1);
      // A slow render (?slow): long enough for visitors to arrive while it runs.
      if (url.endsWith('?slow')) await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await send('/api/' + url.slice('/count/'.length));
      const body = response.ok ? await response.json() : null;
      const size = Array.isArray(body) ? body.length : response.status;
      return { html: '<p>render ' + render + ', ' + size + '</p>', state: {} };
    }
    if (!url.startsWith('/movie/')) return null;
    // The page's data, asked of the server itself, as the web app's queries do.
    const response = await send('/api/titles/movie/' + url.split('/')[2]);
    const page = response.ok ? await response.json() : null;
    const name = page ? page.details.title : 'not found';
    return {
      html: '<h1>' + name + '</h1><p>' + response.status + ' ' + typeof siteInfo.genresVersion + '</p>',
      state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
      title: name + ' & <more> · UncleWatch',
    };
  }`,
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST_DIR: webDist,
    WEB_SSR_ENTRY: entry,
    ADMIN_EMAILS: 'render-admin@example.com',
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, html: await response.text() };
};

describe('server-rendered pages', () => {
  it('puts the rendered page, its data and its title into the shell', async () => {
    const { status, html } = await page('/movie/27205');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><h1>Inception</h1><p>200 string</p></div>');
    expect(html).toContain('<title>Inception &#38; &#60;more&#62; · UncleWatch</title>');
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('renders what the API answers for a missing title (the page shows not found)', async () => {
    const { status, html } = await page('/movie/999999999');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><h1>not found</h1><p>404 string</p></div>');
  });

  it('sends the bare shell for a page it does not render, and when rendering fails', async () => {
    for (const url of ['/trending', '/broken']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<title>UncleWatch</title>');
      expect(html, url).not.toContain('ssr-state');
    }
  });
});

const visit = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${url}`, { headers });
  const html = await response.text();
  const render = /<p>render (\d+), (\d+)<\/p>/.exec(html);
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    render: render ? Number(render[1]) : null,
    size: render ? Number(render[2]) : null,
  };
};

describe('rendered pages kept while their data stays the same', () => {
  it('renders a page once, answers revisits from the kept document, and 304 to a holder', async () => {
    const first = await visit('/count/recommend/all');
    expect(first.status).toBe(200);
    expect(first.size).toBeGreaterThan(0);
    const again = await visit('/count/recommend/all');
    expect(again.render).toBe(first.render);
    expect(again.etag).toBe(first.etag);
    expect((await visit('/count/recommend/all', { 'if-none-match': first.etag! })).status).toBe(
      304,
    );
  });

  it("renders again once an answer it read changed (an admin's new pick)", async () => {
    const before = await visit('/count/recommend/all');
    const { session: admin } = await verifiedAccount(server.url, 'render-admin@example.com');
    const added = await admin.post('/api/recommend/add', { id: 238, type: 'movie' });
    expect(added.status).toBe(200);
    const after = await visit('/count/recommend/all');
    expect(after.render).toBeGreaterThan(before.render!);
    expect(after.size).toBe(before.size! + 1);
    expect(after.etag).not.toBe(before.etag);
    expect((await visit('/count/recommend/all')).render).toBe(after.render);
  });

  it('renders once for visitors arriving together at a page not kept yet', async () => {
    const visits = await Promise.all(
      Array.from({ length: 6 }, () => visit('/count/recommend/all?slow')),
    );
    expect(new Set(visits.map((v) => v.render)).size).toBe(1);
    expect(visits.every((v) => v.status === 200 && v.size! > 0)).toBe(true);
  });

  it('renders on every visit a page that read an error (nothing kept)', async () => {
    const first = await visit('/count/tmdb/movie/999999999');
    expect(first.size).toBe(404);
    expect((await visit('/count/tmdb/movie/999999999')).render).toBe(first.render! + 1);
  });
});

describe('junk addresses', () => {
  const renderCalls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;

  it('find the kept page: parameters the page does not read never cause a render', async () => {
    const first = await visit('/count/tmdb/genres');
    expect(first.status).toBe(200);
    const calls = renderCalls();
    const junk = 'a'.repeat(3000);
    for (let n = 0; n < 40; n++) {
      const again = await visit(`/count/tmdb/genres?junk=${n}${junk}`);
      expect(again.etag).toBe(first.etag);
    }
    expect(renderCalls()).toBe(calls);
  });

  it('of pages the server does not render cost no render at all', async () => {
    const calls = renderCalls();
    for (let n = 0; n < 40; n++) {
      const { status, render } = await visit(`/elsewhere/${n}?u=${n}`);
      expect(status).toBe(200);
      expect(render).toBeNull();
    }
    expect(renderCalls()).toBe(calls);
  });
});

describe("a rendered page's requests", () => {
  it("count against the visitor's own limits, not one shared by every visitor", async () => {
    const limited = await startTestServer({
      WEB_DIST_DIR: webDist,
      WEB_SSR_ENTRY: entry,
      TRUST_PROXY: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const visit = async (visitor: string) => {
        const response = await fetch(`${limited.url}/count/tmdb/search?q=heat`, {
          headers: { 'x-forwarded-for': visitor },
        });
        return /<p>render \d+, (\d+)<\/p>/.exec(await response.text())?.[1];
      };
      // Each view of a search page is one search by its visitor (a render or a version check).
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await visit('203.0.113.1'));
      expect(first).toEqual(['200', '200', '200', '429']);
      expect(await visit('203.0.113.2')).toBe('200');
    } finally {
      await limited.close();
    }
  });
});
