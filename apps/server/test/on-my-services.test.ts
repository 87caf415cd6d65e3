import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  MyServices,
  PagedTitles,
  ServiceCoverage,
  TitleSummary,
  TitleWatchProviders,
  WatchlistEntry,
  WatchProvidersResponse,
} from '@unclewatch/core';

import { mediaTypeOf, type SnapshotTitle } from '../src/catalog/index';
import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

// Offline: the snapshots' US services under TMDB's provider ids.
const NETFLIX = 8;
const PRIME = 9;
const HULU = 15;
const DISNEY = 337;
const idOf: Record<string, number> = {
  Netflix: NETFLIX,
  'Prime Video': PRIME,
  Hulu: HULU,
  'Disney+': DISNEY,
};

let server: TestServer;
let owner: Session;
let other: Session;
let visitor: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail())).session;
  other = (await verifiedAccount(server.url, uniqueEmail())).session;
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

/** The services the snapshot says a title streams on (US). */
const servicesOf = (title: { type: string; id: number }) => {
  const t = server.ctx.snapshot.title(title.type as 'movie' | 'tv', title.id);
  return new Set((t?.streaming ?? []).map((s) => idOf[s.name]));
};
const refOf = (t: TitleSummary) => ({ type: t.media_type, id: t.id });
const onAny = (t: TitleSummary, ids: number[]) => ids.some((id) => servicesOf(refOf(t)).has(id));

/** A listable title of the snapshot on exactly one service, and one on none. */
function sampleTitles() {
  const all = server.ctx.snapshot.listable();
  const only = (name: string) =>
    all.find((t) => t.streaming?.length && t.streaming.every((s) => s.name === name))!;
  const none = all.find((t) => !t.streaming?.length)!;
  return { netflixOnly: only('Netflix'), hulu: only('Hulu'), none };
}
const ref = (t: SnapshotTitle) => ({ type: mediaTypeOf(t), id: t.id });

describe('GET /api/watch/providers', () => {
  it('lists the snapshot services for the US, labelled as old and offline', async () => {
    const answer = await visitor.fetch('/api/watch/providers?region=us');
    expect(answer.status).toBe(200);
    const body = await json<WatchProvidersResponse>(answer);
    expect(body.region).toBe('US');
    expect(body.providers.map((p) => p.id).sort((a, b) => a - b)).toEqual([
      NETFLIX,
      PRIME,
      HULU,
      DISNEY,
    ]);
    expect(body.providers.find((p) => p.id === NETFLIX)?.name).toBe('Netflix');
    expect(body.source).toBe('snapshot');
    expect(body.asOf).toMatch(/^20\d\d-\d\d/);
    expect(body.note).toMatch(/US/);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
  });

  it('knows no service offline outside the US, and says why', async () => {
    const body = await json<WatchProvidersResponse>(
      await visitor.fetch('/api/watch/providers?region=IN'),
    );
    expect(body).toMatchObject({ region: 'IN', providers: [], source: 'snapshot' });
    expect(body.note).toMatch(/US/);
  });

  it('refuses a region that is not an ISO 3166-1 alpha-2 code', async () => {
    for (const region of ['XX', 'UK', 'USA', 'u1', '']) {
      const answer = await visitor.fetch(`/api/watch/providers?region=${region}`);
      expect(answer.status, region).toBe(400);
      const body = await json<{ error: string; details: { path: string }[] }>(answer);
      expect(body.details[0]?.path).toBe('region');
    }
  });
});

describe('GET /api/tmdb/{type}/{id}/watch/providers', () => {
  it('answers TMDB-shaped, each offline entry with its source and date', async () => {
    const { netflixOnly } = sampleTitles();
    const { type, id } = ref(netflixOnly);
    const answer = await visitor.fetch(`/api/tmdb/${type}/${id}/watch/providers?region=US`);
    expect(answer.status).toBe(200);
    const body = await json<TitleWatchProviders>(answer);
    expect(body.id).toBe(id);
    expect(body.source).toBe('snapshot');
    expect(body.asOf).toMatch(/^20(21|22)-/);
    const entry = body.results.US?.flatrate?.[0];
    expect(entry).toMatchObject({ provider_id: NETFLIX, provider_name: 'Netflix' });
    expect(entry?.source).toBeTruthy();
    expect(entry?.asOf).toMatch(/^20(21|22)-/);
  });

  it('has nothing for another region offline, 404 for an unknown title, 400 for a bad region', async () => {
    const { netflixOnly } = sampleTitles();
    const { type, id } = ref(netflixOnly);
    const fr = await json<TitleWatchProviders>(
      await visitor.fetch(`/api/tmdb/${type}/${id}/watch/providers?region=FR`),
    );
    expect(fr.results).toEqual({});
    expect((await visitor.fetch('/api/tmdb/movie/899999999/watch/providers')).status).toBe(404);
    expect((await visitor.fetch(`/api/tmdb/${type}/${id}/watch/providers?region=ZZ`)).status).toBe(
      400,
    );
  });
});

describe('my services', () => {
  it('needs a session', async () => {
    expect((await visitor.fetch('/api/me/services')).status).toBe(401);
    expect(
      (
        await visitor.fetch('/api/me/services', {
          method: 'PUT',
          json: { region: 'US', services: [NETFLIX] },
        })
      ).status,
    ).toBe(401);
    expect((await visitor.fetch('/api/me/services/coverage')).status).toBe(401);
  });

  it('starts unset, saves, and stays each user’s own', async () => {
    const fresh = await json<MyServices>(await other.fetch('/api/me/services'));
    expect(fresh).toEqual({ region: null, services: [], providers: [], updatedAt: null });
    const saved = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'us', services: [NETFLIX, HULU] },
    });
    expect(saved.status).toBe(200);
    const body = await json<MyServices>(saved);
    expect(body).toMatchObject({ region: 'US', services: [NETFLIX, HULU] });
    expect(body.providers.map((p) => p.name)).toEqual(['Netflix', 'Hulu']);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    expect(await json<MyServices>(await owner.fetch('/api/me/services'))).toEqual(body);
    expect((await json<MyServices>(await other.fetch('/api/me/services'))).region).toBeNull();
  });

  it('refuses a bad region and a service the region does not have, naming them', async () => {
    const badRegion = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'EU', services: [] },
    });
    expect(badRegion.status).toBe(400);
    expect((await json<{ details: { path: string }[] }>(badRegion)).details[0]?.path).toBe(
      'region',
    );
    const unknown = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [NETFLIX, 424242] },
    });
    expect(unknown.status).toBe(400);
    const body = await json<{ error: string; details: { path: string; message: string }[] }>(
      unknown,
    );
    expect(body.error).toMatch(/424242/);
    expect(body.details[0]).toMatchObject({ path: 'services.1' });
    // Offline, India has no known service: even Netflix is refused there.
    const elsewhere = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'IN', services: [NETFLIX] },
    });
    expect(elsewhere.status).toBe(400);
    expect((await json<MyServices>(await owner.fetch('/api/me/services'))).services).toEqual([
      NETFLIX,
      HULU,
    ]);
  });
});

/** Every browse list, with what it answers in `results` (byGenre is a bare list). */
const lists: { path: string; items: (body: unknown) => TitleSummary[] }[] = [
  { path: '/api/tmdb/trending?time=week', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/trending?time=week&media_type=tv', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/discover?page=1', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/discover/hollywood?page=1', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/discover/bollywood?page=1', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/discover/tv?page=1', items: (b) => (b as PagedTitles).results },
  { path: '/api/tmdb/byGenre?genreId=28', items: (b) => b as TitleSummary[] },
  { path: '/api/tmdb/search?q=love', items: (b) => (b as PagedTitles).results },
];

describe('the services filter on every list', () => {
  it.each(lists)('$path keeps only titles on the named services', async ({ path, items }) => {
    const all = items(await json(await visitor.fetch(path)));
    const filtered = await visitor.fetch(`${path}&services=${HULU},${NETFLIX}`);
    expect(filtered.status).toBe(200);
    const kept = items(await json(filtered));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((t) => onAny(t, [NETFLIX, HULU]))).toBe(true);
    // Without the filter the list holds titles on no service at all (it does not hide them).
    expect(all.some((t) => !onAny(t, [NETFLIX, HULU]))).toBe(true);
    // Outside the US the offline data knows nothing: an honest empty list.
    const abroad = items(await json(await visitor.fetch(`${path}&services=${NETFLIX}&region=DE`)));
    expect(abroad).toEqual([]);
  });

  it('fills whole pages before paging (the filter is not a page-after-the-fact sieve)', async () => {
    const page = await json<PagedTitles>(
      await visitor.fetch(`/api/tmdb/discover?page=1&services=${DISNEY}`),
    );
    expect(page.results).toHaveLength(20);
    expect(page.total_results).toBeLessThan(
      (await json<PagedTitles>(await visitor.fetch('/api/tmdb/discover?page=1'))).total_results,
    );
  });

  it('services=mine follows my saved services, privately; signed out it is 401', async () => {
    await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'US', services: [DISNEY] },
    });
    const mine = await owner.fetch('/api/tmdb/discover?services=mine');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('etag')).toBeNull();
    const titles = (await json<PagedTitles>(mine)).results;
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => onAny(t, [DISNEY]))).toBe(true);
    // Another user's answer is theirs: no saved services → 400 telling them to set some.
    const others = await other.fetch('/api/tmdb/discover?services=mine');
    expect(others.status).toBe(400);
    expect((await json<{ error: string }>(others)).error).toMatch(/services/i);
    const signedOut = await visitor.fetch('/api/tmdb/discover?services=mine');
    expect(signedOut.status).toBe(401);
    expect((await json<{ error: string }>(signedOut)).error).toMatch(/sign in/i);
  });

  it('a named-services list is public, and kept under its canonical input', async () => {
    const first = await visitor.fetch(`/api/tmdb/discover?services=${NETFLIX},${HULU}`);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const same = await visitor.fetch(`/api/tmdb/discover?services=${HULU},${NETFLIX},${HULU}`);
    expect(same.headers.get('etag')).toBe(first.headers.get('etag'));
    const other = await visitor.fetch(`/api/tmdb/discover?services=${NETFLIX}`);
    expect(other.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('refuses a malformed filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['services=netflix', 'services'],
      ['services=8&region=QQ', 'region'],
      ['services=8&include=stream', 'include'],
    ]) {
      const answer = await visitor.fetch(`/api/tmdb/discover?${query}`);
      expect(answer.status, query).toBe(400);
      expect((await json<{ details: { path: string }[] }>(answer)).details[0]?.path).toBe(field);
    }
  });

  it('filters my watchlist and reports coverage per service', async () => {
    const { netflixOnly, hulu, none } = sampleTitles();
    for (const t of [netflixOnly, hulu, none]) {
      const { type, id } = ref(t);
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

  it("filters Uncle's Pick", async () => {
    const all = await json<{ type: 'movie' | 'tv'; tmdbId: number }[]>(
      await visitor.fetch('/api/recommend/all'),
    );
    const named = await json<{ type: 'movie' | 'tv'; tmdbId: number }[]>(
      await visitor.fetch(`/api/recommend/all?services=${NETFLIX},${PRIME},${HULU},${DISNEY}`),
    );
    const expected = all.filter((p) => servicesOf({ type: p.type, id: p.tmdbId }).size > 0);
    expect(named).toEqual(expected);
    expect((await visitor.fetch('/api/recommend/all?services=mine')).status).toBe(401);
    const mine = await owner.fetch('/api/recommend/all?services=mine');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
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
