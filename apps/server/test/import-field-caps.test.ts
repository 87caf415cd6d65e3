import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImportPreview } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Issue #39: a huge field in a TV Time (or any CSV) file is capped where the file is read. */
let server: TestServer;
let user: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('caps'))).session;
});
afterAll(() => server.close());

const HEADER =
  'episode_id,key,created_at,series_name,s_id,season_number,episode_number,updated_at,uuid';
const line = (name: string) =>
  `1,watch-episode-1,2021-03-01 20:00:00,${name},81189,1,1,2021-03-01 20:00:00,a`;
const preview = (csv: string) =>
  user.post('/api/me/import/preview', {
    filename: 'tracking-prod-records-v2.csv',
    contentBase64: Buffer.from(csv).toString('base64'),
  });

describe('import field lengths', () => {
  it('refuses a 4.9 MB show name as it reads it, without echoing it', async () => {
    const answer = await preview([HEADER, line('A'.repeat(4_900_000))].join('\n'));
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text.length).toBeLessThan(2000);
    expect(text).toMatch(/not a readable CSV file/);
  });

  it('keeps at most 500 characters of a long cell', async () => {
    const answer = await preview([HEADER, line('B'.repeat(5000))].join('\n'));
    expect(answer.status).toBe(200);
    const p = (await answer.json()) as ImportPreview;
    const titles = [...p.matched, ...p.ambiguous, ...p.notFound].map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(500);
  });
});
