import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Calendar, Household } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue #39, item 4 and issue #45: a removed or banned account's calendar feed, household
 * membership and the others' picks; malformed feed addresses; the feed token in the log.
 */
const ADMIN = uniqueEmail('feed-admin');
let server: TestServer;
let admin: Session;
const lines: string[] = [];

const json = async <T>(response: Response) => (await response.json()) as T;
async function account(name: string) {
  const { session } = await verifiedAccount(server.url, uniqueEmail(name.toLowerCase()), name);
  return { session, id: String((await session.me())!.id) };
}
const feedOf = async (session: Session) =>
  new URL((await json<Calendar>(await session.fetch('/api/me/calendar'))).feedUrl).pathname;

beforeAll(async () => {
  server = await startTestServer(
    { TMDB_IMAGE_BASE_URL: 'off', ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  admin = (await verifiedAccount(server.url, ADMIN, 'Admin')).session;
});
afterAll(() => server.close());

describe('a removed account', () => {
  it('loses its feed and its households; the others no longer see or pick for it', async () => {
    const alice = await account('Alice');
    const victor = await account('Victor');
    const made = await json<Household>(await alice.session.post('/api/households', { name: 'Us' }));
    await victor.session.post('/api/households/join', { code: made.inviteCode });
    await victor.session.fetch('/api/me/watchlist/movie/550', { method: 'PUT' });
    const feed = await feedOf(victor.session);
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);

    const removed = await admin.post('/api/auth/admin/remove-user', { userId: victor.id });
    expect(removed.status).toBe(200);

    expect((await fetch(`${server.url}${feed}`)).status).toBe(404);
    const household = await json<Household>(
      await alice.session.fetch(`/api/households/${made.id}`),
    );
    expect(household.members.map((m) => m.id)).toEqual([alice.id]);
    const pick = await alice.session.post(`/api/households/${made.id}/pick`, {});
    expect(JSON.stringify(await pick.json())).not.toContain('Victor');
    const watched = await alice.session.post(`/api/households/${made.id}/watched`, {
      type: 'movie',
      id: 550,
      members: [alice.id, victor.id],
      date: '2024-01-01',
    });
    expect(watched.status).toBe(400);
  });

  it('a banned user keeps no feed while banned', async () => {
    const bob = await account('Bob');
    const feed = await feedOf(bob.session);
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);
    expect((await admin.post('/api/auth/admin/ban-user', { userId: bob.id })).status).toBe(200);
    expect((await fetch(`${server.url}${feed}`)).status).toBe(404);
    expect((await admin.post('/api/auth/admin/unban-user', { userId: bob.id })).status).toBe(200);
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);
  });
});

describe('feed addresses', () => {
  it('answer 404 for any malformed address, as for an unknown one (issue #45)', async () => {
    for (const file of [
      'x.ics',
      'short',
      `${'a'.repeat(19)}.ics`,
      `${'a'.repeat(40)}.txt`,
      'a%20b.ics',
      '..%2F..ics',
    ]) {
      const answer = await fetch(`${server.url}/api/calendar/${file}`);
      expect(answer.status, file).toBe(404);
    }
  });

  it('never writes the secret token to the log', async () => {
    const carol = await account('Carol');
    const feed = await feedOf(carol.session);
    const token = feed
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);
    expect(lines.some((l) => l.includes('/api/calendar/'))).toBe(true);
    expect(lines.filter((l) => l.includes(token))).toEqual([]);
  });
});
