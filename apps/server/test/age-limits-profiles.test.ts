import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  allowedByLimits,
  type Household,
  type MediaType,
  type RatingLimits,
  type TogetherPicks,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import type { Session } from './support/mail-session';
import { GOOD_PASSWORD, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let dana: Session;
let sam: Session;
let household: Household;
let cleoId = '';
const LIMITS: RatingLimits = { maxMovie: 'PG', maxTv: 'TV-Y7', unrated: 'hide' };
const json = async <T = { error?: string }>(r: Response): Promise<T> => (await r.json()) as T;

function fine(type: MediaType, id: number): boolean {
  const t = server.ctx.snapshot.title(type, id);
  return (
    !!t &&
    allowedByLimits(
      { kind: type, certification: t.certification, genreIds: t.genre_ids, adult: t.adult },
      LIMITS,
    )
  );
}

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  ({ session: dana } = await verifiedAccount(server.url, uniqueEmail('dana'), 'Dana'));
  ({ session: sam } = await verifiedAccount(server.url, uniqueEmail('sam'), 'Sam'));
  household = await json<Household>(await dana.post('/api/households', { name: 'Home' }));
  await sam.post('/api/households/join', { code: household.inviteCode });
});
afterAll(() => server.close());

describe("kids' profiles", () => {
  it('only the owner adds a profile; it is a child in the member list', async () => {
    const path = `/api/households/${household.id}/profiles`;
    expect((await sam.post(path, { name: 'Cleo', limits: LIMITS })).status).toBe(403);
    const bad = await dana.post(path, { name: 'Cleo', limits: { ...LIMITS, maxTv: 'PG' } });
    expect(bad.status).toBe(400);
    const made = await dana.post(path, { name: 'Cleo', limits: LIMITS });
    expect(made.status).toBe(201);
    const profile = await json<{ userId: string; name: string }>(made);
    expect(profile.name).toBe('Cleo');
    cleoId = profile.userId;
    const seen = await json<Household>(await dana.fetch(`/api/households/${household.id}`));
    expect(seen.members.find((m) => m.id === cleoId)).toMatchObject({ name: 'Cleo', child: true });
    expect(seen.members.find((m) => m.name === 'Dana')?.child).toBe(false);
  });

  it('Watch together keeps the strictest limits of the people on the sofa', async () => {
    const pick = async (members: string[]) =>
      json<TogetherPicks>(
        await dana.post(`/api/households/${household.id}/pick`, { members, maxRuntime: 90 }),
      );
    const now = await json<Household>(await dana.fetch(`/api/households/${household.id}`));
    const adults = now.members.filter((m) => !m.child).map((m) => m.id);
    const theirs = await pick(adults);
    expect(theirs.picks.some((p) => !fine(p.type, p.id))).toBe(true);
    const withCleo = await pick([...adults, cleoId]);
    expect(withCleo.picks.length).toBeGreaterThan(0);
    expect(withCleo.picks.filter((p) => !fine(p.type, p.id))).toEqual([]);
  });

  it("an adult picks for the household's child alone; never for another adult alone", async () => {
    const pick = (members: string[]) =>
      dana.post(`/api/households/${household.id}/pick`, { members, maxRuntime: 90 });
    const forCleo = await pick([cleoId]);
    expect(forCleo.status).toBe(200);
    const picks = await json<TogetherPicks>(forCleo);
    expect(picks.picks.length).toBeGreaterThan(0);
    expect(picks.picks.filter((p) => !fine(p.type, p.id))).toEqual([]);
    const now = await json<Household>(await dana.fetch(`/api/households/${household.id}`));
    const samId = now.members.find((m) => m.name === 'Sam')!.id;
    expect((await pick([samId])).status).toBe(403);
    expect((await pick([samId, cleoId])).status).toBe(403);
  });

  it("Who's watching? switches this device to Cleo until the adult's password or PIN", async () => {
    const device = dana;
    const switched = await device.post(
      `/api/households/${household.id}/profiles/${cleoId}/session`,
      {},
    );
    expect(switched.status).toBe(200);
    expect(await device.me()).toMatchObject({ name: 'Cleo', email: '', profile: true });
    const forbidden = await device.fetch('/api/tmdb/movie/155');
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).error).toMatch(/^Not available on Cleo's profile/);
    // Her own library: an add is hers, not Dana's.
    expect(
      (await device.fetch('/api/me/watchlist/movie/862', { method: 'PUT', json: {} })).status,
    ).toBeLessThan(300);
    // A profile cannot choose another one, nor lift its limits.
    const again = await device.post(
      `/api/households/${household.id}/profiles/${cleoId}/session`,
      {},
    );
    expect(again.status).toBe(403);
    const lift = await device.fetch('/api/me/limits', {
      method: 'PUT',
      json: { maxMovie: null, maxTv: null, unrated: 'show' },
    });
    expect(lift.status).toBe(403);
    expect((await device.post('/api/me/profile/leave', {})).status).toBe(400);
    expect((await device.post('/api/me/profile/leave', { password: 'not it' })).status).toBe(403);
    expect((await device.me())?.name).toBe('Cleo');
    const back = await device.post('/api/me/profile/leave', { password: GOOD_PASSWORD });
    expect(back.status).toBe(204);
    expect((await device.me())?.name).toBe('Dana');
    expect((await device.me())?.profile).toBeUndefined();
    expect((await device.fetch('/api/tmdb/movie/155')).status).toBe(200);
    const danas = await json<{ titleId: number }[]>(await device.fetch('/api/me/watchlist'));
    expect(danas.some((e) => e.titleId === 862)).toBe(false);
  });

  it('an adult who is not a member, or a non-profile member, cannot be switched to', async () => {
    const now = await json<Household>(await dana.fetch(`/api/households/${household.id}`));
    const samId = now.members.find((m) => m.name === 'Sam')!.id;
    const answer = await dana.post(`/api/households/${household.id}/profiles/${samId}/session`, {});
    expect(answer.status).toBe(404);
  });

  // Last: it spends the adult's tries for a minute.
  it('wrong passwords to leave a profile are limited (429), and the profile stays', async () => {
    const device = sam;
    const samProfile = await json<{ userId: string }>(
      await dana.post(`/api/households/${household.id}/profiles`, {
        name: 'Theo',
        limits: LIMITS,
      }),
    );
    const switched = await device.post(
      `/api/households/${household.id}/profiles/${samProfile.userId}/session`,
      {},
    );
    expect(switched.status).toBe(200);
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i++)
      status = (await device.post('/api/me/profile/leave', { password: `wrong ${i}` })).status;
    expect(status).toBe(429);
    expect((await device.me())?.name).toBe('Theo');
  });
});
