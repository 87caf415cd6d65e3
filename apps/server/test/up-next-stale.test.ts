import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiError, Progress } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Up next's "Haven't watched for a while" group (issue #45): `group: 'stale'` and its setting. */
let server: TestServer;
let user: Session;

const BREAKING_BAD = 1396;
const GAME_OF_THRONES = 1399;
const json = async <T>(response: Response) => (await response.json()) as T;
const progress = async () => json<Progress>(await user.fetch('/api/me/progress'));
const show = async (id: number) => (await progress()).shows.find((s) => s.id === id);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('up-next-stale'))).session;
});
afterAll(() => server.close());

describe('shows not watched for a while', () => {
  it('puts a show last watched years ago in the stale group, a recent one in current', async () => {
    await user.post('/api/me/episodes', {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      watchedAt: '2015-03-01',
    });
    await user.post('/api/me/episodes', {
      showId: GAME_OF_THRONES,
      season: 1,
      episode: 1,
      watchedAt: daysAgo(10),
    });
    const answer = await progress();
    expect(answer.staleAfterMonths).toBe(6);
    expect(answer.shows.find((s) => s.id === BREAKING_BAD)).toMatchObject({
      status: 'watching',
      group: 'stale',
    });
    expect(answer.shows.find((s) => s.id === GAME_OF_THRONES)).toMatchObject({
      status: 'watching',
      group: 'current',
    });
  });

  it('follows the setting: 0 never moves a show, a short threshold moves more', async () => {
    const off = await user.fetch('/api/me/tv-settings', {
      method: 'PUT',
      json: { countSpecials: false, staleAfterMonths: 0 },
    });
    expect(await json(off)).toEqual({ countSpecials: false, staleAfterMonths: 0 });
    expect((await show(BREAKING_BAD))?.group).toBe('current');
    // Leaving the setting out (the specials box) keeps it.
    await user.fetch('/api/me/tv-settings', { method: 'PUT', json: { countSpecials: false } });
    expect(await json(await user.fetch('/api/me/tv-settings'))).toEqual({
      countSpecials: false,
      staleAfterMonths: 0,
    });
    await user.fetch('/api/me/tv-settings', {
      method: 'PUT',
      json: { countSpecials: false, staleAfterMonths: 6 },
    });
    expect((await show(BREAKING_BAD))?.group).toBe('stale');
  });

  it('refuses a threshold that is not a whole number of months', async () => {
    const bad = await user.fetch('/api/me/tv-settings', {
      method: 'PUT',
      json: { countSpecials: false, staleAfterMonths: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json<ApiError>(bad))).toMatch(/staleAfterMonths/);
  });

  it('resumes a stale show (current again) or drops it (out of both groups)', async () => {
    const resumed = await user.fetch(`/api/me/shows/${BREAKING_BAD}/status`, {
      method: 'PUT',
      json: { status: 'watching' },
    });
    expect(resumed.status).toBe(200);
    expect(await show(BREAKING_BAD)).toMatchObject({ status: 'watching', group: 'current' });
    await user.fetch(`/api/me/shows/${BREAKING_BAD}/status`, {
      method: 'PUT',
      json: { status: 'dropped' },
    });
    expect(await show(BREAKING_BAD)).toMatchObject({ status: 'dropped', group: 'current' });
  });
});
