import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TitleDetails } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { FAKE_KEYS, LIVE_ONLY_MOVIE, startFakeTmdb } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Age ratings with a TMDB key (issue 41): TMDB's `release_dates` and `content_ratings` per
 * country, the asked region's first and the US one as the fallback, and limits on a title only
 * TMDB rates.
 */
const live = useLiveFake(startFakeTmdb);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    TMDB_IMAGE_BASE_URL: 'off',
    TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
    TMDB_BASE_URL: live.fake.baseUrl,
  });
});
afterAll(() => server.close());

async function certification(path: string, session = new Session(server.url)) {
  const answer = await session.fetch(path);
  expect(answer.status, path).toBe(200);
  return ((await answer.json()) as TitleDetails).certification;
}

describe('age ratings from TMDB', () => {
  it("a film's rating is the region's where TMDB has one, else the US one", async () => {
    expect(await certification('/api/tmdb/movie/155')).toEqual({ region: 'US', rating: 'PG-13' });
    expect(await certification('/api/tmdb/movie/155?region=GB')).toEqual({
      region: 'GB',
      rating: '12A',
    });
    expect(await certification('/api/tmdb/movie/155?region=de')).toEqual({
      region: 'DE',
      rating: '12',
    });
    expect(await certification('/api/tmdb/movie/155?region=FR')).toEqual({
      region: 'US',
      rating: 'PG-13',
    });
    const bad = await fetch(`${server.url}/api/tmdb/movie/155?region=Britain`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/region/);
  });

  it("a show's rating comes from content_ratings", async () => {
    expect(await certification('/api/tmdb/tv/1396')).toEqual({ region: 'US', rating: 'TV-MA' });
    expect(await certification('/api/tmdb/tv/1396?region=GB')).toEqual({
      region: 'GB',
      rating: '18',
    });
  });

  it('a film only TMDB knows is rated from its theatrical release, and limits hold it', async () => {
    const path = `/api/tmdb/movie/${LIVE_ONLY_MOVIE.id}`;
    expect(await certification(path)).toEqual({ region: 'US', rating: 'R' });
    const { session: kid } = await verifiedAccount(server.url, uniqueEmail('kid'), 'Kit');
    const put = await kid.fetch('/api/me/limits', {
      method: 'PUT',
      json: { maxMovie: 'PG-13', maxTv: 'TV-14', unrated: 'show' },
    });
    expect(put.status).toBe(200);
    const refused = await kid.fetch(path);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "Not available on Kit's profile (rated R, above its limit)",
    );
    expect(await certification('/api/tmdb/movie/155', kid)).toEqual({
      region: 'US',
      rating: 'PG-13',
    });
  });
});
