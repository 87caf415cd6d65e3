import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  creditsSchema,
  genreSchema,
  pagedTitlesSchema,
  personCreditsSchema,
  personSchema,
  searchResponseSchema,
  titleDetailsSchema,
  titleSummarySchema,
  videosSchema,
  weightedRating,
  type TitleSummary,
} from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

const titleOf = (t: TitleSummary) => t.title ?? t.name ?? '';
const listRules = (items: TitleSummary[]) => {
  for (const item of items) {
    expect(item.adult).toBe(false);
    expect(item.poster_path).toMatch(/^\/.+\.(jpg|png)$/);
  }
};

describe('genres', () => {
  it('lists movie and TV genres', async () => {
    const movie = await get('/api/tmdb/genres');
    const genres = genreSchema.array().parse(movie.body);
    expect(genres.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Action', 'Drama', 'Romance']),
    );
    const tv = await get('/api/tmdb/genre/tv');
    const tvGenres = genreSchema.array().parse((tv.body as { genres: unknown }).genres);
    expect(tvGenres.map((g) => g.name)).toContain('Sci-Fi & Fantasy');
  });
});

describe('trending', () => {
  it('answers each window with posters only, mixed movie and TV, paged', async () => {
    const orders: string[] = [];
    for (const time of ['day', 'week', 'month']) {
      const { status, body } = await get(`/api/tmdb/trending?time=${time}`);
      expect(status).toBe(200);
      const page = pagedTitlesSchema.parse(body);
      expect(page.results).toHaveLength(20);
      listRules(page.results);
      orders.push(page.results.map((r) => `${r.media_type}${r.id}`).join());
      if (time === 'week') expect(new Set(page.results.map((r) => r.media_type)).size).toBe(2);
    }
    expect(new Set(orders).size).toBe(3);
    const again = pagedTitlesSchema.parse((await get('/api/tmdb/trending?time=day')).body);
    expect(again.results.map((r) => `${r.media_type}${r.id}`).join()).toBe(orders[0]);
    const page2 = pagedTitlesSchema.parse((await get('/api/tmdb/trending?time=day&page=2')).body);
    expect(page2.page).toBe(2);
    expect(page2.results[0]!.id).not.toBe(again.results[0]!.id);
  });

  it('rejects a bad window or page naming the parameter', async () => {
    const bad = await get('/api/tmdb/trending?time=year');
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/'time'/);
    const badPage = await get('/api/tmdb/trending?page=0');
    expect(badPage.status).toBe(400);
    expect((badPage.body as { error: string }).error).toMatch(/'page'/);
  });
});

describe('discover', () => {
  it('serves popular, Hollywood and Bollywood movies', async () => {
    const popular = pagedTitlesSchema.parse((await get('/api/tmdb/discover?page=2')).body);
    expect(popular.results.length).toBe(20);
    listRules(popular.results);
    const hollywood = pagedTitlesSchema.parse((await get('/api/tmdb/discover/hollywood')).body);
    expect(
      hollywood.results.every(
        (m) => m.original_language === 'en' && m.origin_country.includes('US'),
      ),
    ).toBe(true);
    const bollywood = pagedTitlesSchema.parse((await get('/api/tmdb/discover/bollywood')).body);
    expect(bollywood.results.length).toBeGreaterThan(10);
    expect(
      bollywood.results.every((m) => m.original_language === 'hi' && m.media_type === 'movie'),
    ).toBe(true);
  });

  it('filters TV by genre, language, year and sorts by rating', async () => {
    const drama = pagedTitlesSchema.parse((await get('/api/tmdb/discover/tv?with_genres=18')).body);
    expect(drama.results.length).toBeGreaterThan(0);
    expect(drama.results.every((s) => s.genre_ids.includes(18) && !s.genre_ids.includes(16))).toBe(
      true,
    );
    const animation = pagedTitlesSchema.parse(
      (await get('/api/tmdb/discover/tv?with_genres=16')).body,
    );
    expect(animation.results.length).toBeGreaterThan(0);
    expect(animation.results.every((s) => s.genre_ids.includes(16))).toBe(true);
    const korean = pagedTitlesSchema.parse((await get('/api/tmdb/discover/tv?language=ko')).body);
    expect(korean.results.every((s) => s.original_language === 'ko')).toBe(true);
    const sorted = pagedTitlesSchema.parse(
      (await get('/api/tmdb/discover/tv?sort_by=vote_average.desc')).body,
    );
    // By the rating weighed by its votes: a handful of votes neither leads nor sinks the list.
    const votes = sorted.results.map(weightedRating);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(sorted.results[0]!.vote_count).toBeGreaterThanOrEqual(100);
    const year = pagedTitlesSchema.parse((await get('/api/tmdb/discover/tv?year=2024')).body);
    expect(year.results.every((s) => s.first_air_date?.startsWith('2024'))).toBe(true);
    expect((await get('/api/tmdb/discover/tv?language=korean')).status).toBe(400);
  });

  it('lists movies by genre as an array, Romance without Japanese titles', async () => {
    const { status, body } = await get('/api/tmdb/byGenre?genreId=10749&page=1');
    expect(status).toBe(200);
    const romance = titleSummarySchema.array().parse(body);
    expect(romance.length).toBe(20);
    expect(romance.every((m) => m.genre_ids.includes(10749) && m.original_language !== 'ja')).toBe(
      true,
    );
    const missing = await get('/api/tmdb/byGenre');
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/'genreId'/);
  });
});

describe('search', () => {
  it.each([
    ['interstelar', 'Interstellar'],
    ['godfater', 'The Godfather'],
    ['the dark kni', 'The Dark Knight'],
    ['AMELIE', 'Amélie'],
  ])('"%s" finds %s first', async (q, expected) => {
    const result = searchResponseSchema.parse(
      (await get(`/api/tmdb/search?q=${encodeURIComponent(q)}`)).body,
    );
    expect(titleOf(result.results[0]!)).toBe(expected);
    expect(result.results.every((r) => !r.adult)).toBe(true);
    expect(result.results.length).toBeLessThanOrEqual(10);
  });

  it('finds a catalogued title without a poster by its name (decision 080)', async () => {
    const result = searchResponseSchema.parse((await get('/api/tmdb/search?q=kuroko')).body);
    const kuroko = result.results.find((r) => titleOf(r) === "Kuroko's Basketball");
    expect(kuroko).toMatchObject({ media_type: 'tv', poster_path: null });
  });

  it('finds a person and their titles by name', async () => {
    const result = searchResponseSchema.parse((await get('/api/tmdb/search?q=tom%20hanks')).body);
    expect(result.people[0]?.name).toBe('Tom Hanks');
    expect(result.results.map(titleOf)).toContain('Forrest Gump');
  });

  it('supports year: and imdb: operators', async () => {
    const matrix = searchResponseSchema.parse(
      (await get('/api/tmdb/search?q=imdb:tt0133093')).body,
    );
    expect(matrix.results.map(titleOf)).toEqual(['The Matrix']);
    const y = searchResponseSchema.parse((await get('/api/tmdb/search?q=matrix%20year:2003')).body);
    expect(y.results.length).toBeGreaterThan(0);
    // Movies by release date, TV shows (poster-less ones are found too) by first air date.
    expect(y.results.every((r) => (r.release_date ?? r.first_air_date)?.startsWith('2003'))).toBe(
      true,
    );
  });

  it('needs a query', async () => {
    const empty = await get('/api/tmdb/search?q=%20');
    expect(empty.status).toBe(400);
    expect((empty.body as { error: string }).error).toMatch(/'q'/);
  });
});

describe('details', () => {
  it('answers a movie with genres, ratings and the Uncle Score, in both URL forms', async () => {
    const { body } = await get('/api/tmdb/movie/155');
    const movie = titleDetailsSchema.parse(body);
    expect(movie.title).toBe('The Dark Knight');
    expect(movie.genres.map((g) => g.name)).toContain('Action');
    expect(movie.imdbRating).toBeGreaterThan(8);
    expect(movie.uncleScore).toBeGreaterThan(8);
    expect(movie.uncleScoreSources).toContain('IMDb');
    expect((await get('/api/tmdb/movie/155')).body).toEqual(body);
  });

  it('answers TV details, videos, credits and similar titles', async () => {
    const show = titleDetailsSchema.parse((await get('/api/tmdb/tv/1396')).body);
    expect(show.name).toBe('Breaking Bad');
    const videos = videosSchema.parse((await get('/api/tmdb/movie/155/videos')).body);
    expect(videos.results[0]).toMatchObject({ site: 'YouTube', type: 'Trailer' });
    const credits = creditsSchema.parse((await get('/api/tmdb/movie/155/credits')).body);
    expect(credits.cast[0]?.name).toBe('Christian Bale');
    const similar = pagedTitlesSchema.parse((await get('/api/tmdb/movie/155/similar')).body);
    expect(similar.results.map(titleOf)).toContain('The Dark Knight Rises');
    expect(similar.results.map(titleOf)).not.toContain('The Dark Knight');
  });

  it('answers 404 JSON for unknown ids and 400 for bad ones', async () => {
    const missing = await get('/api/tmdb/movie/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No movie with id 2147483000' });
    expect((await get('/api/tmdb/tv/2147483000/credits')).status).toBe(404);
    expect((await get('/api/tmdb/movie/12abc')).status).toBe(400);
    expect((await get('/api/tmdb/book/1')).status).toBe(400);
  });
});

describe('people', () => {
  it('answers a person and their credits', async () => {
    const credits = creditsSchema.parse((await get('/api/tmdb/movie/155/credits')).body);
    const id = credits.cast[0]!.id;
    const person = personSchema.parse((await get(`/api/tmdb/person/${id}`)).body);
    expect(person.name).toBe('Christian Bale');
    expect(person.biography).toMatch(/^Christian Charles Philip Bale is an English actor/);
    expect(person.place_of_birth).toBe('Haverfordwest, Pembrokeshire, Wales, UK');
    const movies = personCreditsSchema.parse((await get(`/api/tmdb/person/${id}/movies`)).body);
    expect(movies.cast.map(titleOf)).toContain('The Dark Knight');
    expect((await get('/api/tmdb/person/2147483000')).status).toBe(404);
  });
});

describe('ratings and streaming', () => {
  it('answers OMDb-shaped ratings', async () => {
    const { body } = await get('/api/omdb?title=The%20Dark%20Knight&year=2008');
    expect(body).toMatchObject({ Response: 'True', imdbRating: '9.0' });
    expect((body as { Ratings: { Source: string }[] }).Ratings.map((r) => r.Source)).toContain(
      'Rotten Tomatoes',
    );
    expect((await get('/api/omdb?title=No%20Such%20Film%20Anywhere&year=1901')).body).toEqual({
      Response: 'False',
      Error: 'Movie not found!',
    });
    expect((await get('/api/omdb?year=2008')).status).toBe(400);
  });

  it('finds a streaming id and its labelled sources', async () => {
    const { body } = await get('/api/watchmode/id?tmdbId=155&type=movie');
    const id = (body as { id: string }).id;
    expect(id).toBe('movie-155');
    const sources = (await get(`/api/watchmode/sources/${id}`)).body as {
      region: string;
      snapshot: string;
    }[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s) => s.region === 'US' && /^\d{4}-\d{2}/.test(s.snapshot))).toBe(true);
    expect((await get('/api/watchmode/id?title=No%20Such%20Film%20Anywhere')).body).toEqual({
      id: null,
    });
    expect((await get('/api/watchmode/sources/movie-2147483000')).status).toBe(404);
  });
});

describe('page aggregates', () => {
  it('serves the home page in one request', async () => {
    const { body } = await get('/api/home');
    const home = body as Record<string, TitleSummary[]> & {
      hero: { backdrop_path: string } | null;
    };
    expect(home.hero?.backdrop_path).toBeTruthy();
    for (const row of ['trendingMovies', 'trendingTv', 'hollywood', 'bollywood']) {
      expect(home[row]).toHaveLength(15);
      listRules(home[row]!);
    }
    expect(home.trendingTv!.every((t) => t.media_type === 'tv')).toBe(true);
    // The hero's teaser comes along, so the page needs no second request.
    expect((body as { heroOverview: string }).heroOverview).toMatch(/^Uncle recommends/);
  });

  it('serves a detail page in one request', async () => {
    const { body } = await get('/api/titles/movie/155');
    expect(body).toMatchObject({
      details: { title: 'The Dark Knight' },
      trailer: { site: 'YouTube' },
    });
    expect((body as { rewrittenOverview: string }).rewrittenOverview).toMatch(
      /^Uncle recommends.*Batman raises the stakes/,
    );
    const page = body as { cast: unknown[]; similar: unknown[]; streaming: unknown[] };
    expect(page.cast.length).toBeLessThanOrEqual(6);
    expect(page.similar.length).toBeLessThanOrEqual(6);
    expect((await get('/api/titles/tv/2147483000')).status).toBe(404);
  });
});

describe('images', () => {
  it('serves a generated poster when the CDN is off, and rejects traversal', async () => {
    const response = await fetch(`${server.url}/img/w300/qJ2tW6WMUDux911r6m7haRef0WH.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('The Dark Knight');
    expect((await fetch(`${server.url}/img/w300/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await fetch(`${server.url}/img/w9999/a.jpg`)).status).toBe(400);
  });
});
