import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiError, Progress, ShowStatusResult } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Show states set by hand, completion derived, and the specials setting (issue #31). */
let server: TestServer;
let user: Session;

const BREAKING_BAD = 1396;
const CHERNOBYL = 87108;
const json = async <T>(response: Response) => (await response.json()) as T;
const setStatus = (session: Session, show: number | string, body: object) =>
  session.fetch(`/api/me/shows/${show}/status`, { method: 'PUT', json: body });
const progress = async (session: Session) =>
  json<Progress>(await session.fetch('/api/me/progress'));

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('show-state'))).session;
});
afterAll(() => server.close());

describe('show states', () => {
  it('follows a show as paused, then dropped, then watching again', async () => {
    const paused = await setStatus(user, BREAKING_BAD, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(await json<ShowStatusResult>(paused)).toEqual({
      showId: BREAKING_BAD,
      chosen: 'paused',
      status: 'paused',
    });
    expect((await progress(user)).shows).toMatchObject([
      { id: BREAKING_BAD, status: 'paused', chosen: 'paused', watched: 0 },
    ]);
    await setStatus(user, BREAKING_BAD, { status: 'dropped' });
    expect((await progress(user)).shows[0]).toMatchObject({ status: 'dropped' });
    // Marking an episode keeps the state the user chose.
    await user.post('/api/me/episodes', { showId: BREAKING_BAD, season: 1, episode: 1 });
    expect((await progress(user)).shows[0]).toMatchObject({ status: 'dropped', watched: 1 });
    await setStatus(user, BREAKING_BAD, { status: 'watching' });
    expect((await progress(user)).shows[0]).toMatchObject({ status: 'watching' });
  });

  it('derives completed when every aired episode is watched, whatever was chosen', async () => {
    await setStatus(user, CHERNOBYL, { status: 'paused' });
    await user.post('/api/me/episodes', { showId: CHERNOBYL, season: 1 });
    const chernobyl = (await progress(user)).shows.find((s) => s.id === CHERNOBYL);
    expect(chernobyl).toMatchObject({
      status: 'completed',
      chosen: 'paused',
      watched: 5,
      aired: 5,
      next: null,
    });
    const answer = await json<ShowStatusResult>(
      await setStatus(user, CHERNOBYL, { status: 'watching' }),
    );
    expect(answer).toEqual({ showId: CHERNOBYL, chosen: 'watching', status: 'completed' });
  });

  it('refuses a state it does not know, completed by hand, an unknown show; writes nothing', async () => {
    const other = (await verifiedAccount(server.url, uniqueEmail('show-state-bad'))).session;
    for (const [show, body] of [
      [BREAKING_BAD, { status: 'completed' }],
      [BREAKING_BAD, { status: 'binge' }],
      [BREAKING_BAD, {}],
      ['abc', { status: 'paused' }],
    ] as const) {
      const answer = await setStatus(other, show, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await json<ApiError>(answer)).error).toBeTruthy();
    }
    const unknown = await setStatus(other, 999_999_999, { status: 'paused' });
    expect(unknown.status).toBe(404);
    expect((await progress(other)).shows).toEqual([]);
    expect(
      (await fetch(`${server.url}/api/me/shows/${BREAKING_BAD}/status`, { method: 'PUT' })).status,
    ).toBe(401);
  });
});

describe('counting specials', () => {
  it('is off by default, turned on and off per user, and told in the progress', async () => {
    const settings = async (session: Session) =>
      json<{ countSpecials: boolean }>(await session.fetch('/api/me/tv-settings'));
    expect(await settings(user)).toMatchObject({ countSpecials: false });
    expect((await progress(user)).countSpecials).toBe(false);
    const on = await user.fetch('/api/me/tv-settings', {
      method: 'PUT',
      json: { countSpecials: true },
    });
    expect(await json(on)).toMatchObject({ countSpecials: true });
    expect(await settings(user)).toMatchObject({ countSpecials: true });
    expect((await progress(user)).countSpecials).toBe(true);
    const other = (await verifiedAccount(server.url, uniqueEmail('specials-other'))).session;
    expect(await settings(other)).toMatchObject({ countSpecials: false });
    const bad = await user.fetch('/api/me/tv-settings', {
      method: 'PUT',
      json: { countSpecials: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await settings(user)).toMatchObject({ countSpecials: true });
    await user.fetch('/api/me/tv-settings', { method: 'PUT', json: { countSpecials: false } });
    expect(await settings(user)).toMatchObject({ countSpecials: false });
  });
});
