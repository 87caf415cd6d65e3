// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { describe, expect, it } from 'vitest';

import { streamingSourceSchema } from '@unclewatch/core';

import { CachedLoader, MemoryCache } from '../src/providers/cache/index';
import { UpstreamUnavailableError } from '../src/providers/http/upstream';
import { WatchmodeStreaming } from '../src/providers/streaming/watchmode-streaming';
import { FAKE_KEYS, startFakeWatchmode, watchmodeIdOf } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';

const live = useLiveFake(startFakeWatchmode);

function watchmode(timeoutMs = 5000) {
  const loader = new CachedLoader(new MemoryCache());
  const upstream = live.upstream(
    'watchmode',
    { authQuery: { apiKey: FAKE_KEYS.watchmodeApiKey } },
    timeoutMs,
  );
  return { streaming: new WatchmodeStreaming(upstream, loader), loader };
}

const streamed = () => live.data.listable('movie').find((m) => (m.streaming?.length ?? 0) > 0)!;

describe('Watchmode adapter against the fake', () => {
  it('finds an id by TMDB id or by title and year, cached', async () => {
    const movie = streamed();
    const { streaming } = watchmode();
    const expected = String(watchmodeIdOf('movie', movie.id));
    expect(await streaming.findId({ tmdbId: movie.id, type: 'movie' })).toBe(expected);
    expect(await streaming.findId({ tmdbId: movie.id, type: 'movie' })).toBe(expected);
    expect(live.fake.callsTo('/search')).toBe(1);
    expect(
      await streaming.findId({ title: movie.title, year: Number(movie.release_date.slice(0, 4)) }),
    ).toBe(expected);
    expect(await streaming.findId({ title: 'No Such Film Zzqx' })).toBeNull();
    // A TMDB id Watchmode does not know: the title and year still find it.
    expect(
      await streaming.findId({
        tmdbId: 899_999_999,
        type: 'movie',
        title: movie.title,
        year: Number(movie.release_date.slice(0, 4)),
      }),
    ).toBe(expected);
  });

  it('answers sources with real regions, null for an unknown id', async () => {
    const movie = streamed();
    const { streaming } = watchmode();
    const sources = await streaming.sources(String(watchmodeIdOf('movie', movie.id)));
    expect(streamingSourceSchema.array().parse(sources).length).toBeGreaterThan(0);
    expect(await streaming.sources('99999999')).toBeNull();
  });

  it('never sends a malformed id upstream', async () => {
    const { streaming } = watchmode();
    for (const bad of ['../search', '..%2Fsearch', 'movie-603', '0', '-1']) {
      expect(await streaming.sources(bad)).toBeNull();
    }
    expect(live.fake.requests).toHaveLength(0);
  });

  it('retries a 429, serves cached sources when down, and fails typed without them', async () => {
    const movie = streamed();
    const id = String(watchmodeIdOf('movie', movie.id));
    const { streaming } = watchmode();
    live.fake.script([{ status: 429, retryAfter: '0' }]);
    const sources = await streaming.sources(id);
    expect(live.fake.requests).toHaveLength(2);
    live.fake.down = true;
    expect(await streaming.sources(id)).toEqual(sources);
    await expect(streaming.sources('12345')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    live.fake.down = false;
    live.fake.delayMs = 1000;
    await expect(watchmode(200).streaming.sources(id)).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(live.logLines.join('\n')).not.toContain(FAKE_KEYS.watchmodeApiKey);
  });

  it('coalesces 50 concurrent source lookups', async () => {
    const movie = streamed();
    live.fake.delayMs = 30;
    const { streaming } = watchmode();
    const id = String(watchmodeIdOf('movie', movie.id));
    await Promise.all(Array.from({ length: 50 }, () => streaming.sources(id)));
    expect(live.fake.requests).toHaveLength(1);
  });
});
