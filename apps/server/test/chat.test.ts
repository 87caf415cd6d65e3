import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  chatResponseSchema,
  creditsSchema,
  genreNames,
  pagedTitlesSchema,
  titleDetailsSchema,
  type ChatMovieCard,
  type ChatResponse,
} from '@unclewatch/core';

import { buildApp } from '../src/app';
import { createContext, disposeContext } from '../src/composition';
import { verifiedAccount } from './support/accounts';
import { uniqueEmail } from './support/mail-session';
import { sharedContext, startTestServer, type TestServer } from './support/test-server';

const newSession = () => `test-${crypto.randomUUID()}`;

async function chat(url: string, message: string, sessionId: string) {
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, sessionId }),
  });
  const body = (await response.json()) as unknown;
  return { status: response.status, body };
}

async function ask(url: string, message: string, sessionId: string): Promise<ChatResponse> {
  const { status, body } = await chat(url, message, sessionId);
  expect(status).toBe(200);
  return chatResponseSchema.parse(body);
}

function cardsOf(answer: ChatResponse): ChatMovieCard[] {
  expect(Array.isArray(answer.reply), `expected cards, got: ${String(answer.reply)}`).toBe(true);
  return answer.reply as ChatMovieCard[];
}

async function expectReal(url: string, cards: ChatMovieCard[]) {
  for (const card of cards) {
    const response = await fetch(`${url}/api/tmdb/${card.type}/${card.id}`);
    expect(response.status).toBe(200);
    const details = titleDetailsSchema.parse(await response.json());
    expect(details.title ?? details.name).toBe(card.title);
  }
}

describe('POST /api/chat (embedded)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  });
  afterAll(() => server.close());

  it('greets and explains what it can do', async () => {
    const session = newSession();
    const hello = await ask(server.url, 'Hello!', session);
    expect(hello.reply).toMatch(/^Hi!/);
    const help = await ask(server.url, 'what can you do?', session);
    expect(help.reply).toMatch(/genre/);
    expect(help.reply).toMatch(/Korean/);
  });

  it('finds titles by genre and language, all real catalogue titles', async () => {
    const answer = await ask(server.url, 'korean thrillers', newSession());
    const cards = cardsOf(answer);
    expect(cards.length).toBeGreaterThan(2);
    expect(answer.text).toBe('Korean thrillers:');
    for (const card of cards) {
      expect(card.language).toBe('Korean');
      expect(card.genres).toContain(genreNames[53]);
      expect(card.imageUrl).toMatch(/^\/img\/w185\//);
    }
    await expectReal(server.url, cards);
  });

  it('keeps constraints over three turns while narrowing', async () => {
    const session = newSession();
    const first = cardsOf(await ask(server.url, 'something Korean', session));
    expect(first.every((c) => c.language === 'Korean')).toBe(true);
    const second = await ask(server.url, 'from the 2010s', session);
    expect(second.text).toBe('Korean titles from the 2010s:');
    for (const card of cardsOf(second)) {
      expect(card.language).toBe('Korean');
      expect(card.year).toBeGreaterThanOrEqual(2010);
      expect(card.year).toBeLessThanOrEqual(2019);
    }
    const third = await ask(server.url, 'less violent', session);
    for (const card of cardsOf(third)) {
      expect(card.language).toBe('Korean');
      expect(card.year! >= 2010 && card.year! <= 2019).toBe(true);
      for (const violent of ['Horror', 'War', 'Crime', 'Thriller'])
        expect(card.genres).not.toContain(violent);
    }
    await expectReal(server.url, cardsOf(third));
  });

  it('gives new titles for "more" and clears on "start over"', async () => {
    const session = newSession();
    const first = cardsOf(await ask(server.url, 'sci-fi movies from the 90s', session));
    const more = await ask(server.url, 'more', session);
    const next = cardsOf(more);
    expect(more.text).toMatch(/^More /);
    const seen = new Set(first.map((c) => c.id));
    expect(next.some((c) => seen.has(c.id))).toBe(false);
    expect(next.every((c) => c.genres.includes('Science Fiction'))).toBe(true);
    expect(await ask(server.url, 'start over', session)).toEqual({
      reply: "Okay, let's start over. What are you in the mood for?",
    });
    const after = await ask(server.url, 'more', session);
    expect(typeof after.reply).toBe('string');
  });

  it("another account that knows a conversation's id can neither read, reset nor take it", async () => {
    const { session: owner } = await verifiedAccount(server.url, uniqueEmail('chat-owner'));
    const { session: other } = await verifiedAccount(server.url, uniqueEmail('chat-other'));
    const talk = async (who: typeof owner, message: string, sessionId: string) => {
      const response = await who.post('/api/chat', { message, sessionId });
      expect(response.status).toBe(200);
      return chatResponseSchema.parse(await response.json());
    };
    const id = newSession();
    const first = cardsOf(await talk(owner, 'sci-fi movies from the 90s', id));
    // The other account continues "its" conversation under that id: nothing carries over.
    expect(typeof (await talk(other, 'more', id)).reply).toBe('string');
    await talk(other, 'start over', id);
    // The owner's conversation is intact: "more" still means more 90s sci-fi.
    const next = cardsOf(await talk(owner, 'more', id));
    const seen = new Set(first.map((c) => c.id));
    expect(next.some((c) => seen.has(c.id))).toBe(false);
    expect(next.every((c) => c.genres.includes('Science Fiction'))).toBe(true);
    // A visitor with the id gets nothing of it either.
    expect(typeof (await ask(server.url, 'more', id)).reply).toBe('string');
  });

  it('understands people, "like {title}", ratings and movie vs TV', async () => {
    const nolan = await ask(server.url, 'films directed by Nolan', newSession());
    expect(nolan.text).toContain('Christopher Nolan');
    expect(cardsOf(nolan).map((c) => c.title)).toContain('Inception');

    const srk = cardsOf(await ask(server.url, 'movies with Shah Rukh Khan', newSession()));
    expect(srk.length).toBeGreaterThan(2);
    expect(srk.every((c) => c.language === 'Hindi')).toBe(true);

    const like = await ask(server.url, 'something like The Dark Knight', newSession());
    expect(like.text).toContain('like The Dark Knight');
    expect(cardsOf(like).map((c) => c.title)).not.toContain('The Dark Knight');
    await expectReal(server.url, cardsOf(like));

    const rated = cardsOf(await ask(server.url, 'comedies rated above 8', newSession()));
    expect(rated.every((c) => c.rating >= 8 && c.genres.includes('Comedy'))).toBe(true);

    const shows = cardsOf(await ask(server.url, 'japanese shows', newSession()));
    expect(shows.every((c) => c.type === 'tv' && c.language === 'Japanese')).toBe(true);
  });

  it('says plainly when it does not understand or finds nothing', async () => {
    const nonsense = await ask(server.url, 'qwzx blorpt vrrmf', newSession());
    expect(nonsense.reply).toMatch(/couldn't understand/);
    const nothing = await ask(server.url, 'korean westerns from the 1950s', newSession());
    expect(nothing.reply).toMatch(/^I couldn't find any Korean westerns from the 1950s/);
    const watchlist = await ask(server.url, 'thrillers in my watchlist', newSession());
    expect(watchlist.reply).toMatch(/sign in/i);
  });

  it('answers questions about a title, follows up on it and starts a new request clean', async () => {
    // The title and its facts come from the catalogue's own API, not from this test.
    const popular = pagedTitlesSchema.parse(
      await (await fetch(`${server.url}/api/tmdb/discover?page=1`)).json(),
    ).results;
    let picked: { title: string; id: number; directors: string[]; cast: string[] } | undefined;
    for (const movie of popular) {
      const credits = creditsSchema.parse(
        await (await fetch(`${server.url}/api/tmdb/movie/${movie.id}/credits`)).json(),
      );
      const directors = credits.crew.filter((c) => c.job === 'Director').map((c) => c.name);
      if (directors.length && credits.cast.length >= 2) {
        picked = {
          title: movie.title!,
          id: movie.id,
          directors,
          cast: credits.cast.map((c) => c.name),
        };
        break;
      }
    }
    expect(picked).toBeDefined();
    const { title, id, directors, cast } = picked!;
    const session = newSession();

    const directed = await ask(server.url, `Who directed ${title}?`, session);
    expect(typeof directed.reply).toBe('string');
    for (const name of directors) expect(directed.reply).toContain(name);
    expect(directed.cards?.map((c) => c.id)).toEqual([id]);

    const stars = await ask(server.url, 'and who stars in it?', session);
    expect(stars.reply).toContain(cast[0]);
    expect(stars.reply).toContain(title);

    const fresh = await ask(server.url, 'korean thrillers', session);
    expect(fresh.text).toBe('Korean thrillers:');
    expect(cardsOf(fresh).every((c) => c.language === 'Korean')).toBe(true);

    const unknown = await ask(server.url, 'who directed qwzx blorpt vrrmf?', newSession());
    expect(unknown.reply).toMatch(/couldn't find a title called "qwzx blorpt vrrmf"/);
  });

  it('answers 400 for a bad sessionId or message', async () => {
    for (const sessionId of ['short', 'has spaces in it', 'x'.repeat(101), '../../etc/passwd']) {
      const { status, body } = await chat(server.url, 'hi', sessionId);
      expect(status).toBe(400);
      expect((body as { error: string }).error).toContain('sessionId');
    }
    const empty = await chat(server.url, '   ', newSession());
    expect(empty.status).toBe(400);
    expect((empty.body as { error: string }).error).toContain('message');
  });

  it('is deterministic for a given state', async () => {
    const a = await ask(server.url, 'feel-good animated movies', newSession());
    const b = await ask(server.url, 'feel-good animated movies', newSession());
    expect(a).toEqual(b);
  });
});

describe('chat sessions', () => {
  it('survive a server restart on the same database', async () => {
    const first = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
    const session = newSession();
    await ask(first.url, 'french comedies', session);
    // Stop the first server without deleting its data, then start another on the same config.
    await first.app.close();
    await disposeContext(first.ctx);
    const ctx = await createContext(first.ctx.config, sharedContext);
    const app = await buildApp(ctx, { quiet: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const narrowed = await ask(url, 'from the 2000s', session);
      expect(narrowed.text).toBe('French comedies from the 2000s:');
      for (const card of cardsOf(narrowed)) {
        expect(card.language).toBe('French');
        expect(card.genres).toContain('Comedy');
      }
    } finally {
      await app.close();
      await disposeContext(ctx);
      await first.close().catch(() => undefined);
    }
  });
});
