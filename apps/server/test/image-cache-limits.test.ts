import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './support/test-server';

const IMAGE_BYTES = 300 * 1024;

/** A fake image CDN: any path is a 300 KB JPEG; counts what it was asked for. */
let cdn: http.Server;
const asked: string[] = [];
let server: TestServer;
let posters: string[];

beforeAll(async () => {
  cdn = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.end(Buffer.alloc(IMAGE_BYTES, 7));
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const port = (cdn.address() as AddressInfo).port;
  server = await startTestServer({
    TMDB_IMAGE_BASE_URL: `http://127.0.0.1:${port}/t/p`,
    IMAGE_CACHE_MAX_MB: '1',
    IMAGE_FETCHES_PER_MINUTE: '12',
    TRUST_PROXY: 'loopback',
  });
  posters = server.ctx.snapshot
    .listable('movie')
    .map((m) => m.poster_path)
    .filter((p): p is string => Boolean(p))
    .slice(0, 20);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => cdn.close(resolve));
});

const cacheDir = () => path.join(server.ctx.config.dataDir, 'image-cache');
function cachedFiles(): { name: string; size: number }[] {
  if (!fs.existsSync(cacheDir())) return [];
  return fs.readdirSync(cacheDir()).flatMap((size) =>
    fs.readdirSync(path.join(cacheDir(), size)).map((name) => ({
      name,
      size: fs.statSync(path.join(cacheDir(), size, name)).size,
    })),
  );
}
const image = (file: string, ip = '203.0.113.1') =>
  fetch(`${server.url}/img/w342/${file.replace(/^\//, '')}`, {
    headers: { 'x-forwarded-for': ip },
  });

describe('the image disk cache', () => {
  it('keeps only catalogue images: any other file name is passed through, not stored', async () => {
    const made = 'NotACatalogueImage123.jpg';
    for (let i = 0; i < 2; i++) {
      const response = await image(made, '203.0.113.9');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      await response.arrayBuffer();
    }
    expect(asked.filter((u) => u.endsWith(made))).toHaveLength(2);
    expect(cachedFiles().map((f) => f.name)).not.toContain(made);

    const poster = posters[0]!;
    await (await image(poster, '203.0.113.9')).arrayBuffer();
    await (await image(poster, '203.0.113.9')).arrayBuffer();
    expect(asked.filter((u) => u.endsWith(poster))).toHaveLength(1);
    expect(cachedFiles().map((f) => f.name)).toContain(poster.slice(1));
  });

  it('stays under its size cap, the oldest files making room', async () => {
    for (const [i, poster] of posters.slice(1, 9).entries()) {
      const response = await image(poster, `203.0.113.${20 + i}`);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      await response.arrayBuffer();
    }
    const total = cachedFiles().reduce((sum, f) => sum + f.size, 0);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
    // The newest is kept.
    expect(cachedFiles().map((f) => f.name)).toContain(posters[8]!.slice(1));
  });

  it('limits trips to the CDN per client address: a placeholder nobody keeps beyond it', async () => {
    const before = asked.length;
    const answers: string[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await image(`Flood${i}abc.jpg`, '198.51.100.7');
      answers.push(
        `${response.headers.get('content-type')} ${response.headers.get('cache-control')}`,
      );
      await response.arrayBuffer();
    }
    expect(asked.length - before).toBe(12);
    expect(answers.slice(0, 12).every((a) => a.startsWith('image/jpeg'))).toBe(true);
    expect(answers.slice(12)).toEqual(Array(2).fill('image/svg+xml no-store'));
    // Another address is not affected.
    const elsewhere = await image('Flood99abc.jpg', '198.51.100.8');
    expect(elsewhere.headers.get('content-type')).toBe('image/jpeg');
  });
});
