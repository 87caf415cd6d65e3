import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AvailableTitles, ServiceCoverage, WatchlistEntry } from '@unclewatch/core';

import { mediaTypeOf } from '../src/snapshot/index';
import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

// "On my services" (issue 33) for a user's own things: the watchlist and its coverage, the
// assistant and Watch together, each reading that user's saved services. Offline ids: the
// snapshots' US services under TMDB's provider ids.
const NETFLIX = 8;
const HULU = 15;
const DISNEY = 337;
const idOf: Record<string, number> = {
  Netflix: NETFLIX,
  'Prime Video': 9,
  Hulu: HULU,
  'Disney+': DISNEY,
};

let server: TestServer;
let visitor: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

/** The services the snapshot says a title streams on (US). */
const servicesOf = (title: { type: 'movie' | 'tv'; id: number }) =>
  new Set(
    (server.ctx.snapshot.title(title.type, title.id)?.streaming ?? []).map((s) => idOf[s.name]),
  );

describe('my watchlist on my services', () => {
  it('filters my watchlist and reports coverage per service', async () => {
    const owner = (await verifiedAccount(server.url, uniqueEmail())).session;
    const other = (await verifiedAccount(server.url, uniqueEmail())).session;
    const all = server.ctx.snapshot.listable();
    const only = (name: string) =>
      all.find((t) => t.streaming?.length && t.streaming.every((s) => s.name === name))!;
    const [netflixOnly, hulu] = [only('Netflix'), only('Hulu')];
    const none = all.find((t) => !t.streaming?.length)!;
    for (const t of [netflixOnly, hulu, none]) {
      const [type, id] = [mediaTypeOf(t), t.id];
      expect((await owner.fetch(`/api/me/watchlist/${type}/${id}`, { method: 'PUT' })).status).toBe(
        200,
      );
    }
    const onNetflix = await json<WatchlistEntry[]>(
      await owner.fetch(`/api/me/watchlist?services=${NETFLIX}`),
    );
    expect(onNetflix.map((e) => e.titleId)).toEqual([netflixOnly.id]);
    await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [HULU] },
    });
    const mine = await json<WatchlistEntry[]>(await owner.fetch('/api/me/watchlist?services=mine'));
    expect(mine.map((e) => e.titleId)).toEqual([hulu.id]);

    const coverage = await json<ServiceCoverage>(await owner.fetch('/api/me/services/coverage'));
    expect(coverage).toMatchObject({ region: 'US', total: 3, source: 'snapshot' });
    expect(coverage.services).toHaveLength(4);
    expect(coverage.services.find((s) => s.id === NETFLIX)).toEqual({
      id: NETFLIX,
      name: 'Netflix',
      count: 1,
      share: 1 / 3,
    });
    expect(coverage.services.find((s) => s.id === DISNEY)?.count).toBe(0);
    const abroad = await json<ServiceCoverage>(
      await owner.fetch('/api/me/services/coverage?region=JP'),
    );
    expect(abroad).toMatchObject({ region: 'JP', total: 3, services: [] });
    // The other user's watchlist is empty: shares are 0, never NaN.
    const theirs = await json<ServiceCoverage>(await other.fetch('/api/me/services/coverage'));
    expect(theirs.total).toBe(0);
    expect(theirs.services.every((s) => s.share === 0)).toBe(true);
  });
});

describe("which titles of a list are on my services (the cards' badge)", () => {
  it('names those on my saved services among the titles asked about, for me only', async () => {
    const me = (await verifiedAccount(server.url, uniqueEmail())).session;
    const all = server.ctx.snapshot.listable();
    const refOf = (t: (typeof all)[number]) => `${mediaTypeOf(t)}:${t.id}`;
    const on = (name: string) => all.filter((t) => t.streaming?.some((s) => s.name === name));
    const onlyOn = (name: string) =>
      all.filter((t) => t.streaming?.length && t.streaming.every((s) => s.name === name));
    const asked = [...on('Disney+').slice(0, 3), ...onlyOn('Netflix').slice(0, 3)];
    const none = all.filter((t) => !t.streaming?.length).slice(0, 2);
    const query = [...asked, ...none].map(refOf).join(',');
    const ask = (who: Session, titles = query) =>
      who.fetch(`/api/me/services/available?titles=${titles}`);

    expect((await ask(visitor)).status).toBe(401);
    // Nothing saved yet: nothing to badge.
    expect(await json<AvailableTitles>(await ask(me))).toEqual({ region: null, titles: [] });
    await me.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [DISNEY] },
    });
    const answer = await json<AvailableTitles>(await ask(me));
    expect(answer.region).toBe('US');
    expect(answer.titles.sort()).toEqual(on('Disney+').slice(0, 3).map(refOf).sort());

    for (const bad of ['', 'movie:abc', 'person:1', 'movie:1;tv:2']) {
      const response = await ask(me, encodeURIComponent(bad));
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/titles/);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `movie:${i + 1}`).join(',');
    expect((await ask(me, tooMany)).status).toBe(400);
  });
});

describe('the assistant on my services', () => {
  const ask = async (session: Session, message: string, sessionId = crypto.randomUUID()) =>
    json<{ reply: string | { type: 'movie' | 'tv'; id: number }[]; text?: string }>(
      await session.post('/api/chat', { message, sessionId }),
    );

  it('asks a visitor to sign in, and a user to choose services first', async () => {
    const signedOut = await ask(visitor, 'comedies on my services');
    expect(signedOut.reply).toMatch(/sign in/i);
    const fresh = (await verifiedAccount(server.url, uniqueEmail())).session;
    expect((await ask(fresh, 'something on my subscriptions')).reply).toMatch(/profile/i);
  });

  it("keeps to the asker's own saved services", async () => {
    const viewer = (await verifiedAccount(server.url, uniqueEmail())).session;
    await viewer.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [DISNEY] },
    });
    const answer = await ask(viewer, 'movies on my services');
    expect(Array.isArray(answer.reply)).toBe(true);
    const cards = answer.reply as { type: 'movie' | 'tv'; id: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(servicesOf(card).has(DISNEY), String(card.id)).toBe(true);
    expect(answer.text).toMatch(/on your services \(US, 2021–22\)/);
    // Outside the US the offline data cannot tell, and says so.
    await viewer.fetch('/api/me/services', { method: 'PUT', json: { region: 'IN', services: [] } });
    expect((await ask(viewer, 'movies on my services')).reply).toMatch(/only know .* US/);
  });
});

describe('Watch together on the present members’ services', () => {
  type Picks = { picks: { type: 'movie' | 'tv'; id: number }[]; onServices?: boolean };

  it("keeps to any one present member's services, and ignores them when asked", async () => {
    const sam = (await verifiedAccount(server.url, uniqueEmail(), 'Sam')).session;
    const jo = (await verifiedAccount(server.url, uniqueEmail(), 'Jo')).session;
    const home = await json<{ id: string; inviteCode: string }>(
      await sam.post('/api/households', { name: 'Sofa' }),
    );
    expect((await jo.post('/api/households/join', { code: home.inviteCode })).status).toBe(200);
    const pick = async (body: object) => {
      const answer = await sam.post(`/api/households/${home.id}/pick`, body);
      expect(answer.status).toBe(200);
      return json<Picks>(answer);
    };

    const onHuluOrDisney = (p: { type: 'movie' | 'tv'; id: number }) =>
      servicesOf(p).has(HULU) || servicesOf(p).has(DISNEY);
    // Nobody saved services: every title may come up.
    const open = await pick({});
    expect(open.onServices).toBeUndefined();
    expect(open.picks.some((p) => !onHuluOrDisney(p))).toBe(true);

    // Jo pays for Hulu, Sam for Disney+: a pick on either is kept, nothing else.
    await jo.fetch('/api/me/services', { method: 'PUT', json: { region: 'US', services: [HULU] } });
    await sam.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [DISNEY] },
    });
    const kept = await pick({});
    expect(kept.onServices).toBe(true);
    expect(kept.picks.length).toBeGreaterThan(0);
    for (const p of kept.picks) expect(onHuluOrDisney(p), `${p.type} ${p.id}`).toBe(true);
    // Only Sam on the sofa: Sam's services alone.
    const samAlone = await json<{ members: { id: string; name: string }[] }>(
      await sam.fetch(`/api/households/${home.id}`),
    );
    const samId = samAlone.members.find((m) => m.name === 'Sam')!.id;
    const alone = await pick({ members: [samId] });
    for (const p of alone.picks) expect(servicesOf(p).has(DISNEY), `${p.id}`).toBe(true);

    const off = await pick({ services: 'off' });
    expect(off.onServices).toBeUndefined();
    expect(off.picks.some((p) => !onHuluOrDisney(p))).toBe(true);
    expect((await sam.post(`/api/households/${home.id}/pick`, { services: 'all' })).status).toBe(
      400,
    );
  });
});
