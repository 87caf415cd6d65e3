import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteInfoSchema } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

// A stand-in for the built web app: the server only needs its index.html.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>UncleWatch</title></head><body><div id="root"></div></body></html>',
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST_DIR: webDist,
    // No server rendering here (server-render.test.ts has it): every page is the bare shell.
    WEB_SSR_ENTRY: path.join(webDist, 'none.js'),
    SOCIAL_GITHUB_URL: 'https://github.com/unclewatch/unclewatch',
    SOCIAL_X_URL: 'https://x.com/unclewatch',
    // Allowed (an https URL), and must not be able to close the inline data block.
    SOCIAL_INSTAGRAM_URL: 'https://instagram.com/uw?q=</script><script>alert(1)</script>',
    PUBLIC_URL: 'https://watch.example.com/some/path',
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/site', () => {
  it('lists only the configured social links, the genre version and the public origin', async () => {
    const response = await fetch(`${server.url}/api/site`);
    expect(response.status).toBe(200);
    const body = siteInfoSchema.parse(await response.json());
    expect(body.social).toEqual([
      { network: 'github', url: 'https://github.com/unclewatch/unclewatch' },
      { network: 'x', url: 'https://x.com/unclewatch' },
      {
        network: 'instagram',
        url: 'https://instagram.com/uw?q=</script><script>alert(1)</script>',
      },
    ]);
    expect(body.genresVersion).toMatch(/^[\w-]{16}$/);
    expect(body.publicOrigin).toBe('https://watch.example.com');
  });
});

describe('the app shell (index.html)', () => {
  it('carries the same settings inline, as data, so a page needs no request for them', async () => {
    const api = siteInfoSchema.parse(await (await fetch(`${server.url}/api/site`)).json());
    for (const page of ['/', '/movie/27205', '/profile']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      const inline =
        /<script type="application\/json" id="site-info">([^<]*)<\/script><\/head>/.exec(html);
      expect(inline, page).not.toBeNull();
      expect(siteInfoSchema.parse(JSON.parse(inline![1]!))).toEqual(api);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<script>alert(1)');
    }
  });
});
