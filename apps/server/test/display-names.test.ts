import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Household, TitleSummary, TogetherPicks } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let ana: Session;
let ben: Session;

const json = async <T>(response: Response) => (await response.json()) as T;
const rename = (session: Session, name: unknown) => session.post('/api/auth/update-user', { name });

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  // Signed up without a name: shown by the email's first part, as a household saw them before.
  ana = (await verifiedAccount(server.url, uniqueEmail('ana'), '')).session;
  ben = (await verifiedAccount(server.url, uniqueEmail('ben'), '')).session;
});
afterAll(() => server.close());

describe('display names (issue #45)', () => {
  it("a name set on the profile is the household's and Watch together's at once", async () => {
    const made = await json<Household>(await ana.post('/api/households', { name: 'Home' }));
    const joined = await json<Household>(
      await ben.post('/api/households/join', { code: made.inviteCode }),
    );
    expect(joined.members.map((m) => m.name)).toEqual([
      expect.stringMatching(/^ana-/),
      expect.stringMatching(/^ben-/),
    ]);

    // Ben names himself; Ana sees it on her next look, before Ben opens the household again.
    const saved = await rename(ben, '  Ben Okafor ');
    expect(saved.status).toBe(200);
    expect((await json<{ user: { name: string } }>(await ben.fetch('/api/me'))).user.name).toBe(
      'Ben Okafor',
    );
    const seen = await json<Household>(await ana.fetch(`/api/households/${made.id}`));
    expect(seen.members.map((m) => m.name)).toEqual([expect.stringMatching(/^ana-/), 'Ben Okafor']);

    // Watch together's members and reasons use it too.
    expect((await rename(ana, 'Ana')).status).toBe(200);
    const [film] = await json<TitleSummary[]>(await ana.fetch('/api/tmdb/byGenre?genreId=35'));
    for (const who of [ana, ben])
      expect(
        (await who.fetch(`/api/me/watchlist/movie/${film!.id}`, { method: 'PUT' })).status,
      ).toBe(200);
    const answer = await ana.post(`/api/households/${made.id}/pick`, {});
    expect(answer.status).toBe(200);
    const { picks, members } = await json<TogetherPicks>(answer);
    expect(members.map((m) => m.name)).toEqual(['Ana', 'Ben Okafor']);
    const shared = picks.find((p) => p.id === film!.id);
    expect(shared!.reasons[0]).toMatchObject({
      member: 'Ana and Ben Okafor',
      text: "On Ana's and Ben Okafor's watchlists",
    });
  });

  it('refuses a name that would not show, with a 400 naming `name`', async () => {
    for (const bad of ['', '   ', 'x'.repeat(61), 'ben@example.com', 42]) {
      const refused = await rename(ben, bad);
      expect(refused.status).toBe(400);
      expect((await json<{ message: string }>(refused)).message).toMatch(/^name: /);
    }
    expect((await json<{ user: { name: string } }>(await ben.fetch('/api/me'))).user.name).toBe(
      'Ben Okafor',
    );
  });
});
