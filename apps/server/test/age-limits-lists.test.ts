import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  allowedByLimits,
  type ChatResponse,
  type MediaType,
  type Progress,
  type RatingLimits,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Rating limits (issue 41) kept in the answers made for one person: the assistant's
 * recommendations, Uncle's Pick, Up next and the calendar.
 */
let server: TestServer;
let finn: Session;
const LIMITS: RatingLimits = { maxMovie: 'PG', maxTv: 'TV-Y7', unrated: 'hide' };
const json = async <T>(r: Response): Promise<T> => (await r.json()) as T;

function fine(type: MediaType, id: number): boolean {
  const t = server.ctx.snapshot.title(type, id);
  if (!t) return false;
  return allowedByLimits(
    { kind: type, certification: t.certification, genreIds: t.genre_ids, adult: t.adult },
    LIMITS,
  );
}

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  ({ session: finn } = await verifiedAccount(server.url, uniqueEmail('finn'), 'Finn'));
});
afterAll(() => server.close());

async function ask(session: Session, message: string) {
  const sessionId = crypto.randomUUID();
  const answer = await session.fetch('/api/chat', { method: 'POST', json: { message, sessionId } });
  expect(answer.status).toBe(200);
  return json<ChatResponse>(answer);
}

describe("a limited person's own answers", () => {
  it('Up next and the calendar leave out shows above the limits followed before them', async () => {
    for (const [showId, season, episode] of [
      [1396, 1, 1],
      [1399, 1, 1],
      // Severance has episodes after the offline data's day: the calendar lists them.
      [95396, 1, 1],
    ] as const) {
      const marked = await finn.post('/api/me/episodes', { showId, season, episode });
      expect(marked.status).toBe(200);
    }
    const before = await json<Progress>(await finn.fetch('/api/me/progress'));
    expect(before.shows.map((s) => s.id).sort()).toEqual([1396, 1399, 95396]);
    const calendar = async () =>
      (await json<{ episodes: { showId: number }[] }>(await finn.fetch('/api/me/calendar')))
        .episodes;
    expect((await calendar()).some((e) => e.showId === 95396)).toBe(true);
    const put = await finn.fetch('/api/me/limits', { method: 'PUT', json: LIMITS });
    expect(put.status).toBe(200);
    const after = await json<Progress>(await finn.fetch('/api/me/progress'));
    expect(after.shows.filter((s) => !fine('tv', s.id))).toEqual([]);
    expect((await calendar()).filter((e) => !fine('tv', e.showId))).toEqual([]);
  });

  it("the assistant's recommendations hold no title above the limits, in cards or words", async () => {
    for (const [message, least] of [
      ['recommend a crime thriller', 3],
      ['something like The Dark Knight', 0],
      ['a scary horror movie', 3],
      ['best TV series of all time', 3],
    ] as const) {
      const open = await ask(new Session(server.url), message);
      const mine = await ask(finn, message);
      const cards = [...(Array.isArray(mine.reply) ? mine.reply : []), ...(mine.cards ?? [])];
      for (const card of cards)
        expect(fine(card.type, card.id), `${message}: ${card.title}`).toBe(true);
      // Picked among the titles Finn may watch, not cut from the visitor's list.
      expect(cards.length, message).toBeGreaterThanOrEqual(least);
      // Names the visitor was offered that are above the limits never appear in Finn's words.
      const theirs = [...(Array.isArray(open.reply) ? open.reply : []), ...(open.cards ?? [])];
      const words = `${typeof mine.reply === 'string' ? mine.reply : ''} ${mine.text ?? ''}`;
      for (const card of theirs.filter((c) => !fine(c.type, c.id)))
        expect(words, message).not.toContain(card.title);
    }
  });

  it("Uncle's Pick leaves out titles above the limits", async () => {
    type Pick = { type: MediaType; tmdbId: number };
    const open = await json<Pick[]>(await new Session(server.url).fetch('/api/recommend/all'));
    expect(open.some((p) => !fine(p.type, p.tmdbId))).toBe(true);
    const mine = await json<Pick[]>(await finn.fetch('/api/recommend/all'));
    expect(mine.filter((p) => !fine(p.type, p.tmdbId))).toEqual([]);
    expect(mine.length).toBeGreaterThan(0);
  });
});

describe("a limited person's lists are worth opening", () => {
  it('each page is filled from several, with no title on two pages', async () => {
    type Paged = {
      page: number;
      total_pages: number;
      results: { media_type: MediaType; id: number }[];
    };
    for (const path of [
      '/api/tmdb/trending?time=week',
      '/api/tmdb/discover',
      '/api/tmdb/discover/tv?with_genres=16',
    ]) {
      const open = await json<Paged>(await new Session(server.url).fetch(path));
      const one = await json<Paged>(await finn.fetch(path));
      const two = await json<Paged>(
        await finn.fetch(`${path}${path.includes('?') ? '&' : '?'}page=2`),
      );
      // A visitor's first page has more titles above the limits than Finn's page leaves out …
      expect(open.results.filter((r) => fine(r.media_type, r.id)).length).toBeLessThan(
        one.results.length,
      );
      expect(one.results.length, path).toBeGreaterThanOrEqual(8);
      for (const r of [...one.results, ...two.results]) expect(fine(r.media_type, r.id)).toBe(true);
      const keys = new Set(one.results.map((r) => `${r.media_type}:${r.id}`));
      expect(two.results.filter((r) => keys.has(`${r.media_type}:${r.id}`))).toEqual([]);
      expect(two.page).toBe(2);
      expect(one.total_pages).toBeLessThan(open.total_pages);
      expect(one.total_pages).toBeLessThanOrEqual(100);
    }
    // Past the last page the list serves: an empty page, not an error.
    const far = await finn.fetch('/api/tmdb/trending?time=week&page=400');
    expect(far.status).toBe(200);
    expect((await json<{ results: unknown[] }>(far)).results).toEqual([]);
  });
});

describe("a limited person's home page", () => {
  it('draws its rows and hero from titles they may see, so the rows stay full', async () => {
    type Row = { media_type: MediaType; id: number }[];
    const home = await json<Record<string, Row> & { hero: { id: number } | null }>(
      await finn.fetch('/api/home'),
    );
    const rows = [home.trendingMovies!, home.trendingTv!, home.hollywood!, home.bollywood!];
    for (const row of rows) for (const t of row) expect(fine(t.media_type, t.id)).toBe(true);
    // Drawn from more pages: the film rows are full, the TV row (few shows are TV-Y7) not empty.
    expect(home.trendingMovies!.length).toBe(15);
    expect(home.hollywood!.length).toBe(15);
    expect(home.trendingTv!.length).toBeGreaterThan(3);
    expect(home.hero).not.toBeNull();
    expect(fine('movie', home.hero!.id) || fine('tv', home.hero!.id)).toBe(true);
  });
});
