import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatResponseSchema, type ChatResponse } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { FAKE_KEYS, LIVE_ONLY_MOVIE, startFakeTmdb } from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';
import { uniqueEmail, type Session } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const live = useLiveFake(startFakeTmdb);

/**
 * The built-in assistant's recommendations read the title records port (issue #30, decision
 * 088): with a TMDB key, a film only TMDB knows is found by a discover by constraints and from
 * the watchlist, where the snapshot alone could never offer it.
 */
describe('assistant recommendations through the title records (live TMDB, no LLM)', () => {
  let server: TestServer;
  let me: Session;
  beforeAll(async () => {
    server = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
      TMDB_BASE_URL: live.fake.baseUrl,
    });
    me = (await verifiedAccount(server.url, uniqueEmail())).session;
  });
  afterAll(() => server.close());

  async function ask(message: string, sessionId: string): Promise<ChatResponse> {
    const response = await me.post('/api/chat', { message, sessionId });
    expect(response.status).toBe(200);
    return chatResponseSchema.parse(await response.json());
  }
  const cardIds = (answer: ChatResponse) =>
    Array.isArray(answer.reply) ? answer.reply.map((c) => c.id) : [];

  it('offers a film only TMDB knows for a request its discover answers (genre, year)', async () => {
    const sessionId = `records-${crypto.randomUUID()}`;
    const seen: number[] = [];
    let answer = await ask('drama movies from 2025', sessionId);
    for (let turn = 0; turn < 15 && cardIds(answer).length > 0; turn++) {
      seen.push(...cardIds(answer));
      if (seen.includes(LIVE_ONLY_MOVIE.id)) break;
      answer = await ask('more', sessionId);
    }
    expect(seen).toContain(LIVE_ONLY_MOVIE.id);
    // Every card holds the request: a drama of 2025 (the live film's card is TMDB's details).
    const card = (await ask('drama movies from 2025', `records-${crypto.randomUUID()}`)).reply;
    for (const c of Array.isArray(card) ? card : []) expect(c.year).toBe(2025);
  });

  it('finds a watchlisted film only TMDB knows for "dramas in my watchlist"', async () => {
    const put = await me.fetch(`/api/me/watchlist/movie/${LIVE_ONLY_MOVIE.id}`, { method: 'PUT' });
    expect(put.status).toBe(200);
    const answer = await ask('dramas in my watchlist', `records-${crypto.randomUUID()}`);
    expect(cardIds(answer)).toEqual([LIVE_ONLY_MOVIE.id]);
    // A genre the film does not have finds nothing, said plainly.
    const comedies = await ask('comedies in my watchlist', `records-${crypto.randomUUID()}`);
    expect(cardIds(comedies)).toEqual([]);
    expect(typeof comedies.reply).toBe('string');
  });
});
