// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { describe, expect, it } from 'vitest';

import { seasonDetailsSchema, titleDetailsSchema } from '@unclewatch/core';

import { defaultSnapshotPath, EpisodeStore } from '../src/snapshot/index';
import { CachedLoader, MemoryCache } from '../src/providers/cache/index';
import { EmbeddedCatalog } from '../src/providers/catalog/embedded/embedded-catalog';
import { TmdbCatalog } from '../src/providers/catalog/tmdb/tmdb-catalog';
import { TmdbRequests } from '../src/providers/catalog/tmdb/tmdb-requests';
import { FAKE_KEYS, startFakeTmdb } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';

const live = useLiveFake(startFakeTmdb);
const BREAKING_BAD = 1396;

function tmdb() {
  const upstream = live.upstream('tmdb', { authQuery: { api_key: FAKE_KEYS.tmdbApiKey } }, 5000);
  const episodes = EpisodeStore.open(defaultSnapshotPath);
  const embedded = new EmbeddedCatalog(live.data, { episodes });
  const loader = new CachedLoader(new MemoryCache());
  const requests = new TmdbRequests(upstream, (type, id) => live.data.title(type, id));
  return new TmdbCatalog(requests, loader, embedded);
}

describe('TMDB seasons against the fake', () => {
  it('reads /tv/{id}/season/{n}, keeps directors and writers, and caches the answer', async () => {
    const catalog = tmdb();
    const season = seasonDetailsSchema.parse(await catalog.season(BREAKING_BAD, 5));
    expect(season.episodes).toHaveLength(16);
    const crew = season.episodes.flatMap((e) => e.crew);
    expect(crew.some((c) => c.name === 'Rian Johnson' && c.job === 'Director')).toBe(true);
    expect(crew.some((c) => c.department === 'Camera')).toBe(false);
    await catalog.season(BREAKING_BAD, 5);
    expect(live.fake.callsTo(`/tv/${BREAKING_BAD}/season/5`)).toBe(1);
    expect(await catalog.season(BREAKING_BAD, 9)).toBeNull();
  });

  it('coalesces concurrent requests for one season into one upstream call', async () => {
    live.fake.delayMs = 50;
    const catalog = tmdb();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => catalog.season(BREAKING_BAD, 2)),
    );
    expect(new Set(answers.map((a) => a?.episodes.length))).toEqual(new Set([13]));
    expect(live.fake.callsTo(`/tv/${BREAKING_BAD}/season/2`)).toBe(1);
  });

  it('lists the seasons from the live details, and falls back to the snapshot when TMDB is down', async () => {
    const catalog = tmdb();
    const show = titleDetailsSchema.parse(await catalog.details('tv', BREAKING_BAD));
    expect(show.seasons?.map((s) => s.season_number)).toEqual([1, 2, 3, 4, 5]);
    expect(show.status).toBe('Ended');
    live.fake.down = true;
    try {
      const season = await tmdb().season(BREAKING_BAD, 3);
      expect(season?.episodes).toHaveLength(13);
      expect(live.fake.callsTo(`/tv/${BREAKING_BAD}/season/3`)).toBeGreaterThan(0);
    } finally {
      live.fake.down = false;
    }
  });
});
