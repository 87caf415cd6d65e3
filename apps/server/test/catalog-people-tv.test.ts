import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Person, PersonCredits, TitleDetails, TitlePage } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

/**
 * Person and TV page fields of catalogue v2, with subjects picked from the snapshot itself:
 * whoever has a biography and directing credits, whichever show has networks and creators.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

const get = async <T>(path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
};

describe('person pages', () => {
  it('carry biography with its source, life dates, birthplace and directing apart', async () => {
    const data = server.ctx.snapshot;
    const subject = [...data.credited()]
      .filter(([, credits]) => credits.filter((c) => c.department === 'Directing').length >= 3)
      .map(([id]) => data.person(id)!)
      .filter((p) => p?.birthday && p.place_of_birth && data.biography(p.id))
      .sort((a, b) => b.popularity - a.popularity)[0];
    expect(subject, 'a director with a biography in the snapshot').toBeDefined();
    const person = await get<Person>(`/api/tmdb/person/${subject!.id}`);
    expect(person.biography.length).toBeGreaterThan(50);
    expect(person.biography_source).toBe('TMDB');
    expect(person.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(person.place_of_birth).toBeTruthy();
    const credits = await get<PersonCredits>(`/api/tmdb/person/${subject!.id}/movies`);
    expect(credits.directing.length).toBeGreaterThanOrEqual(3);
    const years = credits.directing.map((c) => c.release_date ?? c.first_air_date ?? '');
    expect(years).toEqual([...years].sort().reverse());
    for (const credit of credits.acting) expect(typeof credit.character).toBe('string');
  });
});

describe('TV pages', () => {
  it('carry networks, creators (with person pages) and seasons', async () => {
    const data = server.ctx.snapshot;
    const show = data
      .listable('tv')
      .find((s) => s.networks?.length && s.creators?.length && s.number_of_seasons);
    expect(show, 'a show with networks and creators in the snapshot').toBeDefined();
    const details = await get<TitleDetails>(`/api/tmdb/tv/${show!.id}`);
    expect(details.networks).toEqual(show!.networks);
    expect(details.number_of_seasons).toBe(show!.number_of_seasons);
    expect(details.created_by.length).toBeGreaterThan(0);
    const creator = await get<Person>(`/api/tmdb/person/${details.created_by[0]!.id}`);
    expect(creator.name).toBe(details.created_by[0]!.name);
    const page = await get<TitlePage>(`/api/titles/tv/${show!.id}`);
    expect(page.details.created_by).toEqual(details.created_by);
  });

  it("carry TMDB's status as the snapshot knows it (the daily TV refresh reads it)", async () => {
    expect((await get<TitleDetails>('/api/tmdb/tv/95396')).status).toBe('Returning Series');
    expect((await get<TitleDetails>('/api/tmdb/tv/1396')).status).toBe('Ended');
    const unknown = server.ctx.snapshot.listable('tv').find((s) => !s.status);
    expect(unknown, 'a show of unknown status in the snapshot').toBeDefined();
    expect((await get<TitleDetails>(`/api/tmdb/tv/${unknown!.id}`)).status).toBeNull();
    expect((await get<TitleDetails>('/api/tmdb/movie/155')).status).toBeUndefined();
  });

  it('movies carry no TV facts', async () => {
    const details = await get<TitleDetails>('/api/tmdb/movie/155');
    expect(details).toMatchObject({ networks: [], created_by: [], number_of_episodes: null });
  });
});

describe('trailers', () => {
  it('a title page has its trailer wherever the snapshot has a key', async () => {
    const data = server.ctx.snapshot;
    const films = data
      .listable('movie')
      .filter((m) => m.release_date.startsWith('2023') && m.trailers?.length)
      .slice(0, 5);
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      const page = await get<TitlePage>(`/api/titles/movie/${film.id}`);
      expect(page.trailer?.key).toBe(film.trailers![0]);
    }
  });
});
