import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  creditsSchema,
  healthSchema,
  OWN_ID_BASE,
  homeResponseSchema,
  pagedTitlesSchema,
  personCreditsSchema,
  personSchema,
  searchResponseSchema,
  titleDetailsSchema,
  titlePageSchema,
  type ImportPreview,
  type TitleSummary,
} from '@unclewatch/core';

import { CachedLoader, MemoryCache } from '../src/providers/cache/index';
import { EmbeddedCatalog } from '../src/providers/catalog/embedded/embedded-catalog';
import { displayTitle, isMovie, releaseYear } from '../src/snapshot/index';
import { TmdbCatalog } from '../src/providers/catalog/tmdb/tmdb-catalog';
import { TmdbRequests } from '../src/providers/catalog/tmdb/tmdb-requests';
import { UpstreamUnavailableError } from '../src/providers/http/upstream';
import { verifiedAccount } from './support/accounts';
import { FAKE_KEYS, LIVE_ONLY_MOVIE, startFakeTmdb } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const live = useLiveFake(startFakeTmdb);

/** A fresh adapter (and cache) against the fake. */
function tmdb(auth: 'key' | 'token' = 'key', timeoutMs = 5000) {
  const upstream = live.upstream(
    'tmdb',
    auth === 'key'
      ? { authQuery: { api_key: FAKE_KEYS.tmdbApiKey } }
      : { authHeaders: { authorization: `Bearer ${FAKE_KEYS.tmdbReadToken}` } },
    timeoutMs,
  );
  const loader = new CachedLoader(new MemoryCache());
  const requests = new TmdbRequests(upstream, (type, id) => live.data.title(type, id));
  const catalog = new TmdbCatalog(requests, loader, new EmbeddedCatalog(live.data));
  return { catalog, loader, upstream };
}

const listRules = (items: TitleSummary[]) => {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item.adult).toBe(false);
    expect(item.poster_path).toBeTruthy();
  }
};

/** A popular movie of the snapshot with a TMDB id, an IMDb rating and credits. */
const scoredMovie = () =>
  live.data
    .listable('movie')
    .find((m) => m.imdbRating !== undefined && (m.credits?.length ?? 0) > 2)!;

describe('TMDB adapter against the fake', () => {
  it('maps details, videos, credits and similar from one upstream call, with snapshot scores', async () => {
    const movie = scoredMovie();
    const { catalog } = tmdb();
    const details = titleDetailsSchema.parse(await catalog.details('movie', movie.id));
    expect(details.title).toBe(movie.title);
    expect(details.imdbRating).toBe(movie.imdbRating);
    expect(details.uncleScore).not.toBeNull();
    expect(details.genres.length).toBeGreaterThan(0);
    const credits = creditsSchema.parse(await catalog.credits('movie', movie.id));
    expect(credits.cast.length + credits.crew.length).toBeGreaterThan(0);
    expect(await catalog.videos('movie', movie.id)).toEqual(expect.any(Array));
    listRules(pagedTitlesSchema.parse(await catalog.similar('movie', movie.id, 1)).results);
    expect(live.fake.callsTo(`/movie/${movie.id}`)).toBe(1);
    expect(live.fake.requests[0]!.searchParams.get('append_to_response')).toContain('credits');
  });

  it('works with a v4 read token too', async () => {
    const { catalog } = tmdb('token');
    expect(await catalog.movieGenres()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Action' })]),
    );
    expect(live.fake.requests[0]!.searchParams.has('api_key')).toBe(false);
  });

  it('applies the list rules to lists TMDB answers', async () => {
    const { catalog } = tmdb();
    const hollywood = await catalog.discoverMovies({
      languages: ['en'],
      countries: ['US'],
      page: 1,
    });
    listRules(hollywood.results);
    expect(hollywood.results.map((t) => t.id)).not.toContain(1_990_000_001);
    expect(hollywood.results.map((t) => t.id)).not.toContain(1_990_000_002);
    const romance = await catalog.byGenre(10749, 1);
    listRules(romance.results);
    expect(romance.results.some((t) => t.original_language === 'ja')).toBe(false);
    const drama = await catalog.discoverTv({ genreId: 18, page: 1 });
    expect(drama.results.some((t) => t.genre_ids.includes(16))).toBe(false);
    expect(
      live.fake.requests
        .find((r) => r.pathname === '/3/discover/tv')!
        .searchParams.get('without_genres'),
    ).toBe('16');
    const trending = await catalog.trending('month', 1);
    listRules(trending.results);
    expect(live.fake.callsTo('/trending/all/week')).toBe(1);
  });

  it('answers search multi with titles and people, and persons with their movies', async () => {
    const movie = scoredMovie();
    const { catalog } = tmdb();
    const found = searchResponseSchema.parse(await catalog.search(movie.title, 1));
    expect(found.results.map((t) => t.id)).toContain(movie.id);
    const personId = movie.credits!.find((c) => live.data.person(c.personId))!.personId;
    expect(personSchema.parse(await catalog.person(personId)).id).toBe(personId);
    const credits = personCreditsSchema.parse(await catalog.personCredits(personId));
    expect(credits.cast.map((t) => t.id)).toContain(movie.id);
  });

  it('answers null for an id TMDB does not know, and remembers it briefly', async () => {
    const { catalog } = tmdb();
    expect(await catalog.details('movie', 899_999_990)).toBeNull();
    expect(await catalog.person(899_999_990)).toBeNull();
    expect(await catalog.details('movie', 899_999_990)).toBeNull();
    expect(live.fake.callsTo('/movie/899999990')).toBe(1);
  });

  it('answers the snapshot own ids (titles TMDB has no id for) from the snapshot', async () => {
    const own = live.data.titles().find((t) => !isMovie(t) && t.id >= OWN_ID_BASE);
    expect(own).toBeDefined();
    const { catalog } = tmdb();
    expect((await catalog.details('tv', own!.id))?.name).toBe(displayTitle(own!));
    expect(live.fake.requests).toHaveLength(0);
  });

  it('matches import rows in the snapshot first, then through TMDB', async () => {
    const { catalog } = tmdb();
    const known = scoredMovie();
    const [inSnapshot, byImdbId, byTitle, unknown] = await catalog.matchTitles([
      { title: known.title, year: releaseYear(known), type: 'movie' },
      { title: 'Some other name', year: null, imdbId: LIVE_ONLY_MOVIE.imdb_id },
      { title: 'lantern over quarry lake', year: 2024 },
      { title: 'No Such Film Qqzx', year: 1990, type: 'movie' },
    ]);
    expect(inSnapshot!.map((t) => t.id)).toContain(known.id);
    expect(byImdbId).toEqual([
      {
        type: 'movie',
        id: LIVE_ONLY_MOVIE.id,
        title: LIVE_ONLY_MOVIE.title,
        year: 2025,
        imdbId: LIVE_ONLY_MOVIE.imdb_id,
      },
    ]);
    expect(byTitle!.map((t) => t.id)).toEqual([LIVE_ONLY_MOVIE.id]);
    expect(unknown).toEqual([]);
    // The snapshot's row cost no upstream call; each of the others one look-up per kind.
    const searched = live.fake.requests.map((r) => r.searchParams.get('query'));
    expect(searched).not.toContain(known.title);
    expect(live.fake.callsTo(`/find/${LIVE_ONLY_MOVIE.imdb_id}`)).toBe(1);
  });

  it('leaves rows unmatched (not an error) when TMDB is down', async () => {
    live.fake.down = true;
    try {
      const { catalog } = tmdb('key', 200);
      expect(await catalog.matchTitles([{ title: LIVE_ONLY_MOVIE.title, year: 2025 }])).toEqual([
        [],
      ]);
    } finally {
      live.fake.down = false;
    }
  });

  it('retries a 429 and succeeds', async () => {
    live.fake.script([{ status: 429, retryAfter: '0' }]);
    const { catalog } = tmdb();
    expect((await catalog.tvGenres()).length).toBeGreaterThan(0);
    expect(live.fake.callsTo('/genre/tv/list')).toBe(2);
  });

  it('falls back to the embedded catalogue on a time-out with nothing cached', async () => {
    const movie = scoredMovie();
    // TMDB would answer only after 30 s: an answer before that came from the fallback, after
    // the 100 ms time-outs (a margin that holds on a busy machine, unlike a fixed 2 s budget).
    live.fake.delayMs = 30_000;
    const { catalog } = tmdb('key', 100);
    const started = Date.now();
    const details = await catalog.details('movie', movie.id);
    expect(details?.title).toBe(movie.title);
    expect(Date.now() - started).toBeLessThan(live.fake.delayMs);
    expect(live.fake.requests.length).toBeGreaterThan(0);
  });

  it('serves the cached answer when TMDB goes down, else the embedded one, else an error', async () => {
    const movie = scoredMovie();
    const { catalog, loader } = tmdb();
    const answered = await catalog.discover(1);
    live.fake.down = true;
    expect(await catalog.discover(1)).toEqual(answered);
    expect(loader.stats.hits).toBeGreaterThan(0);
    // Nothing cached: the embedded catalogue answers where it has the title.
    expect((await catalog.details('movie', movie.id))?.title).toBe(movie.title);
    expect((await catalog.discover(2)).results.length).toBeGreaterThan(0);
    // Neither: a typed error (503), never a success with nothing in it.
    await expect(catalog.details('movie', 899_999_991)).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });

  it('coalesces 50 concurrent identical requests into one upstream call', async () => {
    const movie = scoredMovie();
    live.fake.delayMs = 50;
    const { catalog } = tmdb();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => catalog.details('movie', movie.id)),
    );
    expect(new Set(answers.map((a) => a?.id))).toEqual(new Set([movie.id]));
    expect(live.fake.callsTo(`/movie/${movie.id}`)).toBe(1);
  });

  it('never puts the key in logs or answers', async () => {
    const { catalog } = tmdb();
    live.fake.down = true;
    await catalog.trending('day', 3).catch(() => undefined);
    live.fake.down = false;
    const answer = JSON.stringify(await catalog.trending('week', 1));
    expect(live.logLines.length).toBeGreaterThan(0);
    expect(live.logLines.join('\n')).not.toContain(FAKE_KEYS.tmdbApiKey);
    expect(answer).not.toContain(FAKE_KEYS.tmdbApiKey);
  });
});

describe('the server in live TMDB mode', () => {
  let server: TestServer;
  const output: string[] = [];
  const write = process.stdout.write.bind(process.stdout);

  beforeAll(async () => {
    // Keep the server's log lines (to search them for the key) out of the test output.
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const text = String(chunk);
      if (!text.startsWith('{"level"')) return write(chunk, ...rest);
      output.push(text);
      return true;
    }) as typeof process.stdout.write;
    server = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
      TMDB_BASE_URL: live.fake.baseUrl,
      LOG_LEVEL: 'debug',
      // With REDIS_URL (CI), live answers are cached in Redis, under a prefix of this run.
      ...(process.env.REDIS_URL
        ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `uw-test-${Date.now()}:` }
        : {}),
    });
  });
  afterAll(async () => {
    process.stdout.write = write;
    await server.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    const text = await response.text();
    expect(text).not.toContain(FAKE_KEYS.tmdbApiKey);
    return { status: response.status, body: JSON.parse(text) as unknown };
  };

  it('reports the live catalogue in health', async () => {
    const { body } = await get('/api/health');
    const health = healthSchema.parse(body);
    expect(health.providers.catalog).toBe('live');
    expect(health.providers.cache).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('answers the home page and a title page from TMDB', async () => {
    const home = homeResponseSchema.parse((await get('/api/home')).body);
    listRules(home.hollywood);
    listRules(home.trendingTv);
    expect(live.fake.callsTo('/discover/movie')).toBeGreaterThan(0);
    const movie = scoredMovie();
    const page = titlePageSchema.parse((await get(`/api/titles/movie/${movie.id}`)).body);
    expect(page.details.title).toBe(movie.title);
    expect(page.details.imdbRating).toBe(movie.imdbRating);
    expect((await get('/api/titles/movie/899999992')).status).toBe(404);
  });

  it('imports a title only TMDB knows, and exports its IMDb id', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail());
    const csv = `Const,Your Rating,Date Rated,Title,Title Type,Year\n${LIVE_ONLY_MOVIE.imdb_id},8,2025-05-01,${LIVE_ONLY_MOVIE.title},Movie,2025\n`;
    const response = await session.post('/api/me/import/preview', {
      filename: 'ratings.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const preview = (await response.json()) as ImportPreview;
    expect(preview.matched).toEqual([
      expect.objectContaining({ type: 'movie', id: LIVE_ONLY_MOVIE.id, rating: 8 }),
    ]);
    const commit = await session.post('/api/me/import/commit', {
      items: [{ type: 'movie', id: LIVE_ONLY_MOVIE.id, rating: 8, watchlist: false }],
    });
    expect(commit.status).toBe(200);
    const exported = await (await session.fetch('/api/me/export?format=csv')).text();
    expect(exported).toContain(`${LIVE_ONLY_MOVIE.imdb_id},8,`);
    expect(exported).toContain(',2025,');
  });

  it('refuses a traversal attempt in an id before it reaches TMDB', async () => {
    live.fake.requests.length = 0;
    const { status } = await get('/api/tmdb/movie/..%2F..%2Fconfiguration');
    expect(status).toBe(400);
    expect((await get('/api/tmdb/movie/..%2Fconfiguration/videos')).status).toBe(400);
    expect(live.fake.callsTo('/configuration')).toBe(0);
    expect(live.fake.requests).toHaveLength(0);
  });

  it('answers 503 (not an empty success) when TMDB is down and nothing is known', async () => {
    live.fake.down = true;
    try {
      const { status, body } = await get('/api/tmdb/movie/899999993');
      expect(status).toBe(503);
      expect(body).toEqual({ error: expect.any(String) });
    } finally {
      live.fake.down = false;
    }
    expect(output.join('')).toContain('upstream unavailable');
    expect(output.join('')).not.toContain(FAKE_KEYS.tmdbApiKey);
  });
});
