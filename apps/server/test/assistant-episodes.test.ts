import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatResponse } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** The assistant answers episode questions from the episode data (issue #31). */
let server: TestServer;
let user: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('assistant-episodes'))).session;
});
afterAll(() => server.close());

const sessionId = () => `s-${Math.random().toString(36).slice(2, 12)}-episodes`;
async function ask(message: string, session?: Session): Promise<ChatResponse> {
  const body = { message, sessionId: sessionId() };
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

describe('episode questions', () => {
  it('tells a signed-in user what is next in a show, from their own viewings', async () => {
    expect((await ask("What's next for me in Breaking Bad?", user)).reply).toBe(
      "You haven't marked any episode of Breaking Bad yet: it starts with S01E01 “Pilot”.",
    );
    await user.post('/api/me/episodes', { showId: 1396, season: 1, episode: 3, action: 'upTo' });
    const next = await ask("What's next for me in Breaking Bad?", user);
    expect(next.reply).toMatch(
      /^Next in Breaking Bad: S01E04 “Cancer Man”, aired 2008-02-17 \(3 of \d+ aired episodes watched\)\.$/,
    );
    expect(next.cards?.[0]).toMatchObject({ type: 'tv', id: 1396, title: 'Breaking Bad' });
    expect((await ask("What's next for me in Breaking Bad?")).reply).toMatch(/^Sign in/);
  });

  it('names who directed or wrote an episode, and says when there is no such episode', async () => {
    expect((await ask('Who directed Breaking Bad season 5 episode 14?')).reply).toBe(
      'Breaking Bad S05E14 “Ozymandias” was directed by Rian Johnson.',
    );
    expect((await ask('who wrote S05E14 of Breaking Bad')).reply).toBe(
      'Breaking Bad S05E14 “Ozymandias” was written by Moira Walley-Beckett.',
    );
    expect((await ask('Who directed Breaking Bad season 5 episode 40?')).reply).toBe(
      'Season 5 of Breaking Bad has 16 episodes; there is no episode 40.',
    );
    expect((await ask('Who directed Breaking Bad season 9 episode 1?')).reply).toBe(
      'The episode data has no season 9 of Breaking Bad.',
    );
  });

  it('counts the episodes of a show and of a season from the episode data', async () => {
    expect((await ask('How many episodes does Severance have?')).reply).toBe(
      'Severance has 19 episodes in 2 seasons (9 + 10).',
    );
    expect((await ask('How many episodes are in season 5 of Breaking Bad?')).reply).toBe(
      'Season 5 of Breaking Bad has 16 episodes.',
    );
  });
});
