import { afterEach, describe, expect, it } from 'vitest';

import { warmUpSearch } from '../src/warm-up';
import { FAKE_KEYS, startFakeTmdb } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The search warm-up the server runs before it listens (main.ts): the first visitors' searches
 * find the code compiled (the effect is measured by `npm run bench -- --only=search-http`).
 * What a client can see of it: none of its searches counts against anyone's rate limit, and a
 * live catalogue is not asked anything.
 */
const live = useLiveFake(startFakeTmdb);
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const search = (q: string) => fetch(`${server!.url}/api/tmdb/search?q=${encodeURIComponent(q)}`);

describe('search warm-up', () => {
  it('leaves every client its whole search allowance', async () => {
    server = await startTestServer(
      { SEARCH_RATE_LIMIT_PER_MINUTE: '3' },
      { beforeListen: (app, ctx) => warmUpSearch(app, ctx) },
    );
    for (const q of ['heat', 'the godfather', 'nolan']) expect((await search(q)).status).toBe(200);
    const refused = await search('alien');
    expect(refused.status).toBe(429);
  });

  it('asks a live catalogue nothing', async () => {
    server = await startTestServer(
      {
        TMDB_IMAGE_BASE_URL: 'off',
        TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
        TMDB_BASE_URL: live.fake.baseUrl,
      },
      { beforeListen: (app, ctx) => warmUpSearch(app, ctx) },
    );
    // (Uncle's Pick's titles are read at start-up; no search is.)
    const searches = () => live.fake.requests.filter((u) => u.pathname.includes('/search/'));
    expect(searches()).toEqual([]);
    expect((await search('heat')).status).toBe(200);
    expect(searches().length).toBeGreaterThan(0);
  });
});
