// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CachedLoader, MemoryCache } from '../src/providers/cache/index';
import type { SnapshotCatalog } from '../src/snapshot/index';
import { sharedSnapshot } from './support/shared-snapshot';
import { Upstream } from '../src/providers/http/upstream';
import { EmbeddedRatings } from '../src/providers/ratings/embedded-ratings';
import type { RatingsProvider } from '../src/providers/ratings/index';
import { OmdbRatings } from '../src/providers/ratings/omdb-ratings';
import { FAKE_KEYS, startFakeOmdb, type FakeUpstream } from './support/fake-upstreams';
import { capturingUpstreamLog } from './support/upstream-log';

let fake: FakeUpstream;
let data: SnapshotCatalog;
const { log, lines: logLines } = capturingUpstreamLog();

beforeAll(async () => {
  fake = await startFakeOmdb();
  data = sharedSnapshot();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function omdb(
  options: {
    dailyLimit?: number;
    apiKey?: string;
    fallback?: RatingsProvider;
    timeoutMs?: number;
  } = {},
) {
  const upstream = new Upstream({
    name: 'omdb',
    baseUrl: fake.baseUrl,
    authQuery: { apikey: options.apiKey ?? FAKE_KEYS.omdbApiKey },
    timeoutMs: options.timeoutMs ?? 5000,
    retries: 2,
    backoffBaseMs: 5,
    log,
  });
  return new OmdbRatings(
    upstream,
    new CachedLoader(new MemoryCache()),
    options.fallback ?? new EmbeddedRatings(data),
    { dailyLimit: options.dailyLimit ?? 1000 },
  );
}

const rated = () =>
  data
    .listable('movie')
    .find((m) => m.imdb_id && m.imdbRating !== undefined && m.rtRating !== undefined)!;
const nothing: RatingsProvider = { mode: 'embedded', lookup: async () => null };

describe('OMDb adapter against the fake', () => {
  it('looks up by IMDb id, once a day per title', async () => {
    const movie = rated();
    const ratings = omdb();
    const found = await ratings.lookup({ title: movie.title, imdbId: movie.imdb_id });
    expect(found).toMatchObject({ imdbRating: movie.imdbRating, rtRating: movie.rtRating });
    await ratings.lookup({ title: movie.title, imdbId: movie.imdb_id });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.searchParams.get('i')).toBe(movie.imdb_id);
  });

  it('looks up by title and year when there is no IMDb id', async () => {
    const movie = rated();
    const found = await omdb({ fallback: nothing }).lookup({
      title: movie.title,
      year: Number(movie.release_date.slice(0, 4)),
    });
    expect(found?.imdbRating).toBe(movie.imdbRating);
    expect(fake.requests[0]!.searchParams.get('t')).toBe(movie.title);
  });

  it('answers null for "Movie not found!"', async () => {
    expect(await omdb().lookup({ title: 'No Such Film Zzqx', year: 1901 })).toBeNull();
  });

  it('retries a 429 and succeeds', async () => {
    const movie = rated();
    fake.script([{ status: 429, retryAfter: '0' }]);
    const found = await omdb({ fallback: nothing }).lookup({
      title: movie.title,
      imdbId: movie.imdb_id,
    });
    expect(found?.imdbRating).toBe(movie.imdbRating);
    expect(fake.requests).toHaveLength(2);
  });

  it('serves the embedded ratings when OMDb is down, slow or refuses the key', async () => {
    const movie = rated();
    fake.down = true;
    expect((await omdb().lookup({ title: movie.title, imdbId: movie.imdb_id }))?.imdbRating).toBe(
      movie.imdbRating,
    );
    fake.down = false;
    fake.delayMs = 1000;
    expect(
      (await omdb({ timeoutMs: 200 }).lookup({ title: movie.title, imdbId: movie.imdb_id }))
        ?.rtRating,
    ).toBe(movie.rtRating);
    fake.delayMs = 0;
    expect(
      await omdb({ apiKey: 'wrong', fallback: nothing }).lookup({
        title: movie.title,
        imdbId: movie.imdb_id,
      }),
    ).toBeNull();
    expect(logLines.join('\n')).not.toContain(FAKE_KEYS.omdbApiKey);
  });

  it('stops calling OMDb when the daily budget is spent', async () => {
    const movies = data
      .listable('movie')
      .filter((m) => m.imdb_id && m.imdbRating !== undefined)
      .slice(0, 3);
    const ratings = omdb({ dailyLimit: 2 });
    for (const m of movies) {
      expect((await ratings.lookup({ title: m.title, imdbId: m.imdb_id }))?.imdbRating).toBe(
        m.imdbRating,
      );
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('coalesces 50 concurrent lookups of one title', async () => {
    const movie = rated();
    fake.delayMs = 30;
    const ratings = omdb();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        ratings.lookup({ title: movie.title, imdbId: movie.imdb_id }),
      ),
    );
    expect(fake.requests).toHaveLength(1);
  });
});
