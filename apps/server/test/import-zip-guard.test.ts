import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { deflatedCsv, handMadeZip, overlappingZip } from './support/hostile-zip';
import type { Session } from './support/mail-session';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let owner: Session;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('zip'))).session;
});
afterAll(() => server.close());

async function upload(session: Session, zip: Buffer) {
  const response = await session.post('/api/me/import/preview', {
    filename: 'letterboxd.zip',
    contentBase64: zip.toString('base64'),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

async function healthTime(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

describe('hostile zips on import', () => {
  it('refuses 8 small-looking entries over one 200 MB stream while health keeps answering', async () => {
    const zip = overlappingZip(8, 200 * 1024 * 1024);
    expect(zip.length).toBeLessThan(1024 * 1024);
    const baseline = Math.max(...(await Promise.all([healthTime(), healthTime(), healthTime()])));

    let uploading = true;
    const during: number[] = [];
    const answer = upload(owner, zip).finally(() => (uploading = false));
    while (uploading || during.length < 3) during.push(await healthTime());
    const { status, body } = await answer;

    expect(status).toBe(400);
    expect(body.error).toMatch(/overlap/);
    // Generous and relative (the machine is loaded): the old code held health for seconds.
    expect(Math.max(...during)).toBeLessThan(1500 + 20 * baseline);
  });

  it('refuses tens of thousands of entries at once', async () => {
    const { status, body } = await upload(owner, overlappingZip(65_000, 1000));
    expect(status).toBe(400);
    expect(body.error).toMatch(/more than 1000 files/);
  });

  it('stops inflating at the cap when one entry lies about its size', async () => {
    const liar = handMadeZip(
      [{ name: 'ratings.csv', compressed: deflatedCsv(60 * 1024 * 1024), declaredSize: 64 }],
      [{ name: 'ratings.csv', local: 0, declaredSize: 64 }],
    );
    const { status, body } = await upload(owner, liar);
    expect(status).toBe(400);
    expect(body.error).toMatch(/expands too much/);
  });

  it('still reads an honest zip that was written by hand', async () => {
    const csv =
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Inception,2010,https://boxd.it/1,4.5\n';
    const zip = handMadeZip(
      [
        {
          name: 'ratings.csv',
          compressed: (await import('node:zlib')).deflateRawSync(Buffer.from(csv)),
          declaredSize: csv.length,
        },
      ],
      [{ name: 'ratings.csv', local: 0, declaredSize: csv.length }],
    );
    const response = await owner.post('/api/me/import/preview', {
      filename: 'letterboxd.zip',
      contentBase64: zip.toString('base64'),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { matched: { title: string; rating?: number }[] };
    expect(body.matched).toEqual([expect.objectContaining({ title: 'Inception', rating: 9 })]);
  });
});

describe('import rate limit per user', () => {
  it('answers 429 with Retry-After after the per-minute file reads, for that user only', async () => {
    const limited = await startTestServer({ IMPORT_FILES_PER_MINUTE: '2' });
    try {
      const first = (await verifiedAccount(limited.url, uniqueEmail('first'))).session;
      const second = (await verifiedAccount(limited.url, uniqueEmail('second'))).session;
      const file = {
        filename: 'a.csv',
        contentBase64: Buffer.from('Const,Title,Year\n').toString('base64'),
      };
      expect((await first.post('/api/me/import/preview', file)).status).toBe(200);
      expect((await first.post('/api/me/import/preview', file)).status).toBe(200);
      const third = await first.post('/api/me/import/preview', file);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await second.post('/api/me/import/preview', file)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
