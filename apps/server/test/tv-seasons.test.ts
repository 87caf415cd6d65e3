import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seasonDetailsSchema, titleDetailsSchema } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

/** Seasons and episodes from the committed episodes store (data/catalog/episodes). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

const BREAKING_BAD = 1396;

describe('GET /api/tmdb/tv/{id}/season/{n}', () => {
  it('answers a season TMDB-shaped, with directors, writers and guest stars', async () => {
    const answer = await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/5`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const season = seasonDetailsSchema.parse(await answer.json());
    expect(season.season_number).toBe(5);
    expect(season.episodes.map((e) => e.episode_number)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    const ozymandias = season.episodes[13]!;
    expect(ozymandias).toMatchObject({ name: 'Ozymandias', air_date: '2013-09-15', runtime: 48 });
    expect(ozymandias.crew).toContainEqual(
      expect.objectContaining({ name: 'Rian Johnson', job: 'Director' }),
    );
    expect(ozymandias.crew.some((c) => c.department === 'Writing')).toBe(true);
    expect(ozymandias.guest_stars.map((g) => g.name)).toContain('Jesse Plemons');
  });

  it("lists the show's seasons on its details", async () => {
    const answer = await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}`);
    const show = titleDetailsSchema.parse(await answer.json());
    expect(show.seasons?.map((s) => [s.season_number, s.episode_count])).toEqual([
      [1, 7],
      [2, 13],
      [3, 13],
      [4, 13],
      [5, 16],
    ]);
  });

  it('answers 404 JSON for a season or a show that does not exist, 400 for a non-number', async () => {
    const missing = await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/9`);
    expect(missing.status).toBe(404);
    expect((await missing.json()) as unknown).toEqual({ error: 'Breaking Bad has no season 9' });
    const noShow = await fetch(`${server.url}/api/tmdb/tv/899999997/season/1`);
    expect(noShow.status).toBe(404);
    expect(((await noShow.json()) as { error: string }).error).toMatch(/No TV show with id/);
    for (const bad of ['abc', '-1', '1.5']) {
      const answer = await fetch(`${server.url}/api/tmdb/tv/${BREAKING_BAD}/season/${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(((await answer.json()) as { details: { path: string }[] }).details[0]!.path).toBe('n');
    }
  });
});
