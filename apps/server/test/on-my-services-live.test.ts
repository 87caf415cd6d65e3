import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type {
  MyServices,
  PagedTitles,
  SearchResponse,
  ServiceCoverage,
  TitleSummary,
  TitleWatchProviders,
  WatchProvidersResponse,
} from '@unclewatch/core';

import { mediaTypeOf } from '../src/snapshot/index';
import { verifiedAccount } from './support/accounts';
import { fakeTitleProviders } from './support/fake-tmdb-watch';
import { FAKE_KEYS, startFakeTmdb, type FakeUpstream } from './support/fake-upstreams';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const NETFLIX = 8;
const IPLAYER = 38;
const DISNEY = 337;

let fake: FakeUpstream;
let server: TestServer;
let owner: Session;
let visitor: Session;

beforeAll(async () => {
  fake = await startFakeTmdb();
  server = await startTestServer({
    TMDB_IMAGE_BASE_URL: 'off',
    TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
    TMDB_BASE_URL: fake.baseUrl,
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `uw-test-svc-${Date.now()}:` }
      : {}),
  });
  owner = (await verifiedAccount(server.url, uniqueEmail())).session;
  visitor = new Session(server.url);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const json = async <T>(response: Response) => (await response.json()) as T;
const requestsTo = (pattern: RegExp) =>
  fake.requests.filter((url) => pattern.test(url.pathname.replace(/^\/3/, '')));
const onNetflixInGb = (t: TitleSummary) =>
  (fakeTitleProviders(server.ctx.snapshot, t.media_type, t.id)?.GB?.flatrate ?? []).some(
    (p) => p.provider_id === NETFLIX,
  );

describe('live services (TMDB watch providers, JustWatch data)', () => {
  it("lists a region's services from TMDB's movie and TV lists, credited, cached", async () => {
    const body = await json<WatchProvidersResponse>(
      await visitor.fetch('/api/watch/providers?region=GB'),
    );
    expect(body).toMatchObject({
      region: 'GB',
      source: 'tmdb',
      asOf: null,
      attribution: 'Data from JustWatch',
    });
    expect(body.providers.map((p) => p.name)).toEqual([
      'Netflix',
      'Apple TV',
      'BBC iPlayer',
      'Crunchyroll',
    ]);
    expect(body.providers[0]).toEqual({ id: NETFLIX, name: 'Netflix', logo: '/netflix.jpg' });
    const asked = requestsTo(/^\/watch\/providers\/(movie|tv)$/);
    expect(asked.map((u) => u.searchParams.get('watch_region'))).toEqual(['GB', 'GB']);
    fake.reset();
    await visitor.fetch('/api/watch/providers?region=gb&x=1');
    expect(requestsTo(/^\/watch\/providers/)).toHaveLength(0);
  });

  it("answers a title's availability per region from TMDB, with the credit", async () => {
    const title = server.ctx.snapshot
      .listable('movie')
      .find((t) => t.streaming?.some((s) => s.name === 'Netflix'))!;
    const answer = await visitor.fetch(`/api/tmdb/movie/${title.id}/watch/providers?region=GB`);
    expect(answer.status).toBe(200);
    const body = await json<TitleWatchProviders>(answer);
    expect(body).toMatchObject({
      id: title.id,
      source: 'tmdb',
      attribution: 'Data from JustWatch',
    });
    expect(Object.keys(body.results)).toEqual(['GB']);
    expect(body.results.GB?.flatrate?.[0]).toMatchObject({
      provider_id: NETFLIX,
      provider_name: 'Netflix',
      logo_path: '/netflix.jpg',
    });
    expect(body.results.GB?.rent?.[0]?.provider_name).toBe('Apple TV');
    expect(body.results.GB?.link).toMatch(/locale=GB/);
  });

  it('saves services the live region has, refusing those it lacks', async () => {
    const saved = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'GB', services: [IPLAYER, NETFLIX] },
    });
    expect(saved.status).toBe(200);
    expect((await json<MyServices>(saved)).providers.map((p) => p.name)).toEqual([
      'BBC iPlayer',
      'Netflix',
    ]);
    const refused = await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'GB', services: [DISNEY] },
    });
    expect(refused.status).toBe(400);
    expect((await json<{ error: string }>(refused)).error).toMatch(/337/);
  });
});

describe('the live discover lists pass the filter upstream', () => {
  const cases = [
    { path: '/api/tmdb/discover?page=1', upstream: /^\/discover\/movie$/ },
    { path: '/api/tmdb/discover/hollywood?page=1', upstream: /^\/discover\/movie$/ },
    { path: '/api/tmdb/discover/tv?page=1', upstream: /^\/discover\/tv$/ },
    { path: '/api/tmdb/byGenre?genreId=18', upstream: /^\/discover\/movie$/ },
  ];
  it.each(cases)(
    '$path sends with_watch_providers and watch_region',
    async ({ path, upstream }) => {
      const answer = await visitor.fetch(`${path}&services=${IPLAYER},${NETFLIX}&region=GB`);
      expect(answer.status).toBe(200);
      const body = await json<PagedTitles | TitleSummary[]>(answer);
      const items = Array.isArray(body) ? body : body.results;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every(onNetflixInGb)).toBe(true);
      const sent = requestsTo(upstream);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.searchParams.get('with_watch_providers')).toBe(`${NETFLIX}|${IPLAYER}`);
      expect(sent[0]!.searchParams.get('watch_region')).toBe('GB');
      expect(sent[0]!.searchParams.get('with_watch_monetization_types')).toBe('flatrate|free|ads');
      // Not a page filtered after the fact: no per-title availability look-ups.
      expect(requestsTo(/\/watch\/providers$/)).toHaveLength(0);
    },
  );

  it('services=mine sends my saved services and region; include=rent,buy adds the kinds', async () => {
    await owner.fetch('/api/me/services', {
      method: 'PUT',
      json: { region: 'GB', services: [NETFLIX, IPLAYER] },
    });
    const mine = await owner.fetch('/api/tmdb/discover?services=mine&include=rent,buy');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const sent = requestsTo(/^\/discover\/movie$/)[0]!;
    expect(sent.searchParams.get('with_watch_providers')).toBe(`${NETFLIX}|${IPLAYER}`);
    expect(sent.searchParams.get('watch_region')).toBe('GB');
    expect(sent.searchParams.get('with_watch_monetization_types')).toBe(
      'flatrate|free|ads|buy|rent',
    );
  });

  it('trending and search, which TMDB cannot filter, keep only titles on the services', async () => {
    // Trending rotates week by week: find this week's first page with a title on Netflix.
    let page = 1;
    let unfiltered: PagedTitles;
    for (; ; page++) {
      unfiltered = await json<PagedTitles>(
        await visitor.fetch(`/api/tmdb/trending?time=week&page=${page}`),
      );
      if (unfiltered.results.some(onNetflixInGb) || page >= unfiltered.total_pages) break;
    }
    const trending = await json<PagedTitles>(
      await visitor.fetch(
        `/api/tmdb/trending?time=week&page=${page}&services=${NETFLIX}&region=GB`,
      ),
    );
    expect(trending.results.length).toBeGreaterThan(0);
    expect(trending.results.every(onNetflixInGb)).toBe(true);
    expect(trending.results).toEqual(unfiltered.results.filter(onNetflixInGb));
    expect(requestsTo(/^\/(movie|tv)\/\d+\/watch\/providers$/).length).toBeGreaterThan(0);
    const all = await json<SearchResponse>(await visitor.fetch('/api/tmdb/search?q=love'));
    const kept = await json<SearchResponse>(
      await visitor.fetch(`/api/tmdb/search?q=love&services=${NETFLIX}&region=GB`),
    );
    expect(kept.results.every(onNetflixInGb)).toBe(true);
    expect(kept.results).toEqual(all.results.filter(onNetflixInGb));
  });

  it('coverage counts my watchlist per live service of my region', async () => {
    const movies = server.ctx.snapshot.listable('movie');
    const netflix = movies.find((t) => t.streaming?.some((s) => s.name === 'Netflix'))!;
    const none = movies.find((t) => !t.streaming?.length)!;
    for (const t of [netflix, none])
      await owner.fetch(`/api/me/watchlist/${mediaTypeOf(t)}/${t.id}`, { method: 'PUT' });
    const coverage = await json<ServiceCoverage>(await owner.fetch('/api/me/services/coverage'));
    expect(coverage).toMatchObject({
      region: 'GB',
      total: 2,
      source: 'tmdb',
      attribution: 'Data from JustWatch',
    });
    expect(coverage.services[0]).toEqual({ id: NETFLIX, name: 'Netflix', count: 1, share: 0.5 });
    // Rent is not "on my services": Apple TV rents both but counts nothing.
    expect(coverage.services.find((s) => s.name === 'Apple TV')?.count).toBe(0);
  });

  it("filters the watchlist and Uncle's Pick by live availability; 404 for an unknown title", async () => {
    const viewer = (await verifiedAccount(server.url, uniqueEmail())).session;
    const movies = server.ctx.snapshot.listable('movie');
    const netflix = movies.find((t) => t.streaming?.some((s) => s.name === 'Netflix'))!;
    const none = movies.find((t) => !t.streaming?.length)!;
    for (const t of [netflix, none])
      await viewer.fetch(`/api/me/watchlist/movie/${t.id}`, { method: 'PUT' });
    const list = await json<{ titleId: number }[]>(
      await viewer.fetch(`/api/me/watchlist?services=${NETFLIX}&region=GB`),
    );
    expect(list.map((e) => e.titleId)).toEqual([netflix.id]);
    const picks = await json<{ type: 'movie' | 'tv'; tmdbId: number }[]>(
      await visitor.fetch('/api/recommend/all'),
    );
    const kept = await json<{ type: 'movie' | 'tv'; tmdbId: number }[]>(
      await visitor.fetch(`/api/recommend/all?services=${NETFLIX}&region=GB`),
    );
    const onNetflix = (p: { type: 'movie' | 'tv'; tmdbId: number }) =>
      (fakeTitleProviders(server.ctx.snapshot, p.type, p.tmdbId)?.GB?.flatrate ?? []).some(
        (e) => e.provider_id === NETFLIX,
      );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(picks.length);
    expect(kept).toEqual(picks.filter(onNetflix));
    expect((await visitor.fetch('/api/tmdb/movie/1999999999/watch/providers')).status).toBe(404);
  });

  it('answers 503, not an empty list, when the availability of a filtered page cannot be looked up', async () => {
    // A server of its own, so no look-up is cached yet. The day's trending page is listed (and
    // cached) while TMDB is up; then every look-up of where its titles stream fails. The
    // snapshot knows only dated US facts, so on GB nothing is known: an empty list would say
    // wrongly that the services have none of these titles.
    const fresh = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
      TMDB_BASE_URL: fake.baseUrl,
    });
    try {
      const path = '/api/tmdb/trending?time=day&page=1';
      const unfiltered = await json<PagedTitles>(await fetch(`${fresh.url}${path}`));
      expect(unfiltered.results.length).toBeGreaterThan(0);
      fake.down = true;
      const filtered = await fetch(`${fresh.url}${path}&services=${NETFLIX}&region=GB`);
      fake.down = false;
      expect(filtered.status).toBe(503);
      expect(await filtered.json()).toEqual({ error: expect.any(String) });
      // Once TMDB answers again, the same request filters as usual.
      const again = await fetch(`${fresh.url}${path}&services=${NETFLIX}&region=GB`);
      expect(again.status).toBe(200);
      expect((await json<PagedTitles>(again)).results.every(onNetflixInGb)).toBe(true);
    } finally {
      fake.down = false;
      await fresh.close();
    }
  });

  it('falls back to the labelled snapshot when TMDB is down', async () => {
    fake.down = true;
    const body = await json<WatchProvidersResponse>(
      await visitor.fetch('/api/watch/providers?region=US'),
    );
    fake.down = false;
    expect(body.source).toBe('snapshot');
    expect(body.attribution).toBeNull();
    expect(body.note).toMatch(/not current/);
  });
});
