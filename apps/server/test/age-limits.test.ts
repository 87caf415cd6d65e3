import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  allowedByLimits,
  type CertificationsResponse,
  type LimitsResponse,
  type MediaType,
  type RatingLimits,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let cleo: Session;
let adult: Session;
const visitor = () => new Session(server.url);
const json = async <T = { error?: string }>(r: Response): Promise<T> => (await r.json()) as T;
type Details = { certification: unknown };
type Page = { results: { media_type: string; id: number }[] };
const LIMITS: RatingLimits = { maxMovie: 'PG', maxTv: 'TV-Y7', unrated: 'hide' };

const put = (session: Session, path: string, json: unknown) =>
  session.fetch(path, { method: 'PUT', json });

/** True when the snapshot's facts let this title through Cleo's limits (the rule under test). */
function fine(type: MediaType, id: number): boolean {
  const t = server.ctx.snapshot.title(type, id);
  if (!t) return false;
  return allowedByLimits(
    { kind: type, certification: t.certification, genreIds: t.genre_ids, adult: t.adult },
    LIMITS,
  );
}

interface Ref {
  type: MediaType;
  id: number;
}
const refsOf = (items: { media_type?: string; type?: string; id: number }[]): Ref[] =>
  items.map((t) => ({ type: (t.media_type ?? t.type) as MediaType, id: t.id }));

async function listAs(session: Session, path: string, pick: (body: never) => Ref[]) {
  const answer = await session.fetch(path);
  expect(answer.status, path).toBe(200);
  return pick((await answer.json()) as never);
}

/** The visitor's list holds a title above the limits; Cleo's the same list without any. */
async function expectLeftOut(path: string, pick: (body: never) => Ref[]) {
  const open = await listAs(visitor(), path, pick);
  expect(
    open.some((r) => !fine(r.type, r.id)),
    `${path} has a title above the limits`,
  ).toBe(true);
  const kept = await listAs(cleo, path, pick);
  expect(
    kept.filter((r) => !fine(r.type, r.id)),
    path,
  ).toEqual([]);
  return kept;
}

const page = (body: { results: { media_type: string; id: number }[] }) => refsOf(body.results);

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  ({ session: cleo } = await verifiedAccount(server.url, uniqueEmail('cleo'), 'Cleo'));
  ({ session: adult } = await verifiedAccount(server.url, uniqueEmail('dana'), 'Dana'));
});
afterAll(() => server.close());

describe('age ratings', () => {
  it('a title carries its US rating; the scales come youngest first', async () => {
    const dark = await json<Details>(await visitor().fetch('/api/tmdb/movie/155'));
    expect(dark.certification).toEqual({ region: 'US', rating: 'PG-13' });
    const bad = await json<Details>(await visitor().fetch('/api/tmdb/tv/1396'));
    expect(bad.certification).toEqual({ region: 'US', rating: 'TV-MA' });
    const list = (await (
      await visitor().fetch('/api/certifications?region=US')
    ).json()) as CertificationsResponse;
    expect(list.movie.map((r) => r.rating)).toEqual(['G', 'PG', 'PG-13', 'R', 'NC-17']);
    expect(list.tv[0]).toMatchObject({ rating: 'TV-Y', order: 1 });
    const unknown = await visitor().fetch('/api/certifications?region=ZZ');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toMatch(/ZZ/);
  });
});

describe('limits and the PIN', () => {
  it('bad limits are refused, naming the field, and nothing is written', async () => {
    const bad = await put(cleo, '/api/me/limits', {
      maxMovie: 'TV-Y',
      maxTv: null,
      unrated: 'hide',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/maxMovie/);
    const pin = await put(cleo, '/api/me/limits', { ...LIMITS, newPin: '12' });
    expect(pin.status).toBe(400);
    expect(JSON.stringify(await pin.json())).toMatch(/4 to 8 digits/);
    const now = (await (await cleo.fetch('/api/me/limits')).json()) as LimitsResponse;
    expect(now).toMatchObject({ maxMovie: null, maxTv: null, pinSet: false });
  });

  it('once a PIN is set, changing or lifting the limits needs it; wrong tries are limited', async () => {
    const set = await put(cleo, '/api/me/limits', { ...LIMITS, newPin: '2468' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ ...LIMITS, pinSet: true, setBy: 'self' });
    const lift = { maxMovie: null, maxTv: null, unrated: 'show' };
    expect((await put(cleo, '/api/me/limits', lift)).status).toBe(403);
    const wrong = await put(cleo, '/api/me/limits', { ...lift, pin: '1111' });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error).toBe('Wrong PIN');
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++)
      status = (await put(cleo, '/api/me/limits', { ...lift, pin: '0000' })).status;
    expect(status).toBe(429);
    const after = (await (await cleo.fetch('/api/me/limits')).json()) as LimitsResponse;
    expect(after).toMatchObject(LIMITS);
  });
});

describe("a limited account's answers", () => {
  it('a title above the limit is a 403 naming the profile, never the title', async () => {
    for (const path of [
      '/api/tmdb/movie/155',
      '/api/titles/movie/155',
      '/api/tmdb/tv/1396/season/1',
    ]) {
      const answer = await cleo.fetch(path);
      expect(answer.status, path).toBe(403);
      const body = await json(answer);
      expect(body.error).toMatch(/^Not available on Cleo's profile/);
      expect(JSON.stringify(body)).not.toMatch(/Dark Knight|Walter/);
    }
    expect((await cleo.fetch('/api/tmdb/movie/862')).status).toBe(200);
    // The adult next to her still gets it, and the shared answer is not hers.
    expect((await adult.fetch('/api/tmdb/movie/155')).status).toBe(200);
    expect((await visitor().fetch('/api/tmdb/movie/155')).status).toBe(200);
  });

  it('trending, genres, TV lists, discover and search leave out titles above the limit', async () => {
    await expectLeftOut('/api/tmdb/trending?time=week', page);
    await expectLeftOut('/api/tmdb/discover', page);
    await expectLeftOut('/api/tmdb/discover/hollywood', page);
    await expectLeftOut('/api/tmdb/discover/tv', page);
    await expectLeftOut('/api/tmdb/discover/tv?with_genres=16', page);
    await expectLeftOut('/api/tmdb/byGenre?genreId=16', (b: { media_type: string; id: number }[]) =>
      refsOf(b),
    );
    const search = (b: { results: { media_type: string; id: number }[] }) =>
      refsOf(b.results.filter((r) => r.media_type !== 'person'));
    await expectLeftOut('/api/tmdb/search?q=batman', search);
  });

  it("similar titles, a person's titles and the home page leave them out too", async () => {
    // A family film whose similar titles (for a visitor) include one above the limits.
    let similar = '';
    for (const id of [808, 771, 10681, 585, 12, 862]) {
      const path = `/api/tmdb/movie/${id}/similar`;
      const open = page(await json<Page>(await visitor().fetch(path)));
      if (fine('movie', id) && open.some((r) => !fine(r.type, r.id))) similar = path;
      if (similar) break;
    }
    expect(similar).not.toBe('');
    await expectLeftOut(similar, page);
    await expectLeftOut(
      '/api/tmdb/person/31/movies',
      (b: { cast: { media_type: string; id: number }[] }) => refsOf(b.cast),
    );
    await expectLeftOut('/api/home', (b: Record<string, { media_type: string; id: number }[]>) =>
      refsOf([...b.trendingMovies!, ...b.trendingTv!, ...b.hollywood!]),
    );
  });

  it("a limited viewer's answers are never kept for someone else", async () => {
    const mine = await cleo.fetch('/api/tmdb/trending?time=week');
    expect(mine.headers.get('cache-control')).toMatch(/private, no-store/);
    expect(mine.headers.get('etag')).toBeNull();
    const theirs = await json<Page>(await visitor().fetch('/api/tmdb/trending?time=week'));
    expect(theirs.results.some((r) => !fine(r.media_type as MediaType, r.id))).toBe(true);
  });
});
