import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WebhookAddress } from '@unclewatch/core';

import { makeScrobbleCases, type ScrobbleCase } from '../../../bench/scrobble/cases';
import { scoreScrobbles } from '../../../bench/scrobble/score';
import { verifiedAccount } from './support/accounts';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The scrobbling evaluation (issue #43) at a test's size: plays made from the catalogue's own
 * films and episodes in each server's shape (bench/scrobble/cases.ts), posted to a webhook
 * address and scored against their truth. `npm run bench` runs 2,000 (scrobble.json).
 */
let server: TestServer;
let cases: ScrobbleCase[];

beforeAll(async () => {
  [server, cases] = await Promise.all([
    startTestServer({ TMDB_IMAGE_BASE_URL: 'off' }),
    makeScrobbleCases(300, 7),
  ]);
});
afterAll(() => server.close());

describe('scrobbling evaluation', () => {
  it('matches plays right, never wrong, and sends the unsure ones to the inbox', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('scrobble-eval'));
    const { url } = (await (await session.post('/api/me/webhooks', {})).json()) as WebhookAddress;
    await session.fetch('/api/me/webhooks', { method: 'PUT', json: { usernames: ['alice'] } });
    const score = await scoreScrobbles(`${server.url}${new URL(url).pathname}`, cases);
    console.log(JSON.stringify({ ...score, byKind: undefined }));
    expect(score.wrongCases).toEqual([]);
    expect(score.wrong).toBe(0);
    expect(score.right / score.cases).toBeGreaterThan(0.85);
    const kinds = Object.keys(score.byKind).join('\n');
    for (const kind of [
      'plex film',
      'plex-legacy film',
      'jellyfin episode by episode id',
      'emby episode by show name',
      'season 0',
      'partial play',
      "another user's play",
      'two-episode file',
      'numbered past the season',
    ])
      expect(kinds).toContain(kind);
  });
});
