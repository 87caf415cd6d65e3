import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  MyServices,
  PagedTitles,
  TitleSummary,
  TitleWatchProviders,
  WatchProvidersResponse,
} from '@unclewatch/core';

import { mediaTypeOf, type SnapshotTitle } from '../src/snapshot/index';
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
