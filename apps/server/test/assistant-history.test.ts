import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatResponse, Household, TogetherPicks } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * What the asker watched counts (issues #45 and #42, decision 083): the assistant answers
 * "have I watched …?" from their own diary and episodes, leaves out of its recommendations
 * what they have seen, and Watch together learns taste from watched episodes, not only ratings.
 */
let server: TestServer;
let user: Session;

const GRIMM = 39351;
const HUNTER_X_HUNTER = 46298;
const INCEPTION = 27205;
const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('assistant-history'), 'ana')).session;
});
afterAll(() => server.close());

const sessionId = () => `s-${Math.random().toString(36).slice(2, 12)}-history`;
async function ask(message: string, session?: Session, id = sessionId()): Promise<ChatResponse> {
  const body = { message, sessionId: id };
  const answer = session
    ? await session.post('/api/chat', body)
    : await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ChatResponse;
}
const said = (answer: ChatResponse) =>
  typeof answer.reply === 'string' ? answer.reply : answer.reply.map((c) => c.title).join(', ');
const titles = (answer: ChatResponse) =>
  Array.isArray(answer.reply) ? answer.reply.map((c) => c.title) : [];
const markShow = async (session: Session, id: number) => {
  const answer = await session.fetch(`/api/me/watched/tv/${id}`, {
    method: 'POST',
    json: { date: '2024-03-02', episodes: true },
  });
  expect(answer.status).toBe(201);
};

describe('"have I watched …?" from the asker\'s own data', () => {
  it('counts the episodes of a show the asker watched, and asks a visitor to sign in', async () => {
    const question = 'How many episodes of Hunter x Hunter have I watched?';
    const visitor = said(await ask(question));
    expect(visitor).toMatch(/^Sign in/);
    expect(visitor).not.toContain('148');
    expect(said(await ask(question, user))).toBe(
      "You haven't watched any episode of Hunter x Hunter (2011) yet.",
    );
    const marked = await user.post('/api/me/episodes', {
      showId: HUNTER_X_HUNTER,
      season: 1,
      episode: 12,
      action: 'upTo',
    });
    expect(marked.status).toBe(200);
    const answer = await ask(question, user);
    expect(said(answer)).toMatch(
      /^You've watched 12 of 148 episodes of Hunter x Hunter \(2011\); next: S01E13 “.+”\.$/,
    );
    expect(answer.cards?.[0]).toMatchObject({ type: 'tv', id: HUNTER_X_HUNTER });
    expect(said(await ask('how far am I in hunter x hunter', user))).toMatch(
      /^You've watched 12 of 148 episodes/,
    );
    expect(said(await ask('Did I finish Hunter x Hunter?', user))).toMatch(
      /^Not yet: you've watched 12 of 148 episodes of Hunter x Hunter \(2011\); next: S01E13/,
    );
  });

  it('answers "have I seen" a film from the diary: when, and how many times', async () => {
    expect(said(await ask('Have I seen Inception?', user))).toBe(
      "No: Inception (2010) isn't in your diary.",
    );
    for (const date of ['2019-06-01', '2024-01-03']) {
      const logged = await user.fetch(`/api/me/watched/movie/${INCEPTION}`, {
        method: 'POST',
        json: { date },
      });
      expect(logged.status).toBe(201);
    }
    expect(said(await ask('Have I seen Inception?', user))).toBe(
      "Yes: you've watched Inception (2010) twice, last on 2024-01-03 (first on 2019-06-01).",
    );
    expect(said(await ask('when did I last watch inception', user))).toContain(
      'last on 2024-01-03',
    );
    expect(said(await ask('Have I seen Inception?'))).toMatch(/^Sign in/);
  });

  it('leaves a finished show out of recommendations, and says it was finished', async () => {
    const request = 'a series like Black Mirror but with shorter episodes';
    expect(titles(await ask(request))).toContain('Grimm');
    expect(said(await ask('Did I finish Grimm?', user))).toMatch(/^No: /);
    await markShow(user, GRIMM);
    const mine = await ask(request, user);
    expect(titles(mine).length).toBeGreaterThan(0);
    expect(titles(mine)).not.toContain('Grimm');
    expect(mine.text).toContain("leaving out 1 you've seen");
    expect(said(await ask('Did I finish Grimm?', user))).toMatch(
      /^Yes: you've watched all \d+ episodes of Grimm \(2011\)/,
    );
    // A film in the diary is left out too.
    expect(titles(await ask('movies like Interstellar', user))).not.toContain('Inception');
  });
});

describe('Watch together learns taste from watched episodes', () => {
  it('after episodes only, reasons speak of what was finished, never "no ratings yet"', async () => {
    const ben = (await verifiedAccount(server.url, uniqueEmail('history-ben'), 'ben')).session;
    // Crime dramas, finished: no rating anywhere.
    for (const id of [1396, 60059, 1398]) await markShow(ben, id);
    const home = await json<Household>(await ben.post('/api/households', { name: 'Ben' }));
    const answer = await ben.post(`/api/households/${home.id}/pick`, { type: 'tv' });
    expect(answer.status).toBe(200);
    const { picks } = await json<TogetherPicks>(answer);
    expect(picks.length).toBeGreaterThan(0);
    const reasons = picks.flatMap((p) => p.reasons.map((r) => r.text));
    for (const text of reasons) expect(text).not.toMatch(/no ratings/);
    expect(reasons.some((t) => /^ben finished /.test(t) || /from 3 finished shows$/.test(t))).toBe(
      true,
    );
    // What he finished is not picked again.
    for (const id of [1396, 60059, 1398]) expect(picks.map((p) => p.id)).not.toContain(id);
    // The assistant recommends to him by the same taste, and says what it rests on.
    const mine = await ask('recommend me a tv show', ben);
    expect(mine.text).toMatch(/ for you, from 3 finished shows \(leaving out \d+ you've seen\):$/);
    expect(titles(mine).length).toBeGreaterThan(0);
    for (const name of ['Breaking Bad', 'Better Call Saul', 'The Sopranos'])
      expect(titles(mine)).not.toContain(name);
    expect((await ask('recommend me a tv show')).text).not.toMatch(/for you/);
  });
});
