import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Household, WatchedEntry } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue #39, item 3: a household member acting for others, joining by guessing codes,
 * households and members without end, codes that never expire. Each test is the attack.
 */
let server: TestServer;

const json = async <T>(response: Response) => (await response.json()) as T;
async function account(name: string) {
  const { session } = await verifiedAccount(server.url, uniqueEmail(name.toLowerCase()), name);
  return { session, id: String((await session.me())!.id) };
}
async function household(owner: Session, name = 'Flat') {
  const answer = await owner.post('/api/households', { name });
  expect(answer.status).toBe(201);
  return json<Household>(answer);
}

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', HOUSEHOLD_ACTIONS_PER_MINUTE: '4' });
});
afterAll(() => server.close());

describe('acting for other members', () => {
  it('refuses a pick or "we watched it" that leaves the caller out, and writes nothing', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const made = await household(alice.session);
    expect((await bob.session.post('/api/households/join', { code: made.inviteCode })).status).toBe(
      200,
    );
    await alice.session.fetch('/api/me/watchlist/movie/550', { method: 'PUT' });

    const pick = await bob.session.post(`/api/households/${made.id}/pick`, {
      members: [alice.id],
    });
    expect(pick.status).toBe(403);
    expect(JSON.stringify(await pick.json())).toContain('must include you');

    const watched = await bob.session.post(`/api/households/${made.id}/watched`, {
      type: 'movie',
      id: 550,
      members: [alice.id],
      date: '1999-01-01',
    });
    expect(watched.status).toBe(403);
    expect(await json<WatchedEntry[]>(await alice.session.fetch('/api/me/diary'))).toEqual([]);

    // With himself on the sofa, Bob may.
    const both = await bob.session.post(`/api/households/${made.id}/pick`, {
      members: [alice.id, bob.id],
    });
    expect(both.status).toBe(200);
  });

  it('limits picks and "we watched it" a minute per user (429)', async () => {
    const carol = await account('Carol');
    const made = await household(carol.session);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await carol.session.post(`/api/households/${made.id}/pick`, {})).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('joining', () => {
  it('limits invite codes tried a minute per user, apart from the sign-in limits', async () => {
    const guesser = await account('Guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await guesser.session.post('/api/households/join', { code: `ZZZZZZZ${i + 2}` })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
    // Signing in still works: the two limits are apart.
    expect((await guesser.session.fetch('/api/households')).status).toBe(200);
  });

  it('lets an invite code expire after a week, and a new one work', async () => {
    const owner = await account('Owner');
    const friend = await account('Friend');
    const made = await household(owner.session);
    const repo = (
      server.ctx.services.households as unknown as {
        repo: { setInviteCode(id: string, code: string, at: string): Promise<void> };
      }
    ).repo;
    await repo.setInviteCode(made.id, made.inviteCode, '2020-01-01T00:00:00.000Z');
    const stale = await friend.session.post('/api/households/join', { code: made.inviteCode });
    expect(stale.status).toBe(404);
    expect(JSON.stringify(await stale.json())).toContain('codes last 7 days');
    const renewed = await json<Household>(
      await owner.session.post(`/api/households/${made.id}/invite-code`, {}),
    );
    expect(
      (await friend.session.post('/api/households/join', { code: renewed.inviteCode })).status,
    ).toBe(200);
  });
});

describe('caps', () => {
  it('lets one person belong to at most 10 households', async () => {
    const maker = await account('Maker');
    for (let i = 0; i < 10; i++) await household(maker.session, `H${i}`);
    const refused = await maker.session.post('/api/households', { name: 'One more' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('10 households');
  });

  it('lets a household have at most 12 members', async () => {
    const host = await account('Host');
    const made = await household(host.session);
    for (let i = 0; i < 11; i++) {
      const guest = await account(`Guest${i}`);
      const joined = await guest.session.post('/api/households/join', { code: made.inviteCode });
      expect(joined.status).toBe(200);
    }
    const late = await account('Late');
    const refused = await late.session.post('/api/households/join', { code: made.inviteCode });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('at most 12 members');
  });
});
