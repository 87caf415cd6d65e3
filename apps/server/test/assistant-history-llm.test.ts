import { beforeAll, describe, expect, it } from 'vitest';

import type { ChatMovieCard, ChatResponse } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import type { FakeLlmRequest } from './support/fake-llm';
import { useLlmServer } from './support/llm-server';
import { type Session, uniqueEmail } from './support/mail-session';

/** With a language model too, what the asker finished is never recommended (decision 083). */
const ai = useLlmServer('sk-fake-history-key-123456', '5000');
let user: Session;

const GRIMM = 39351;
const BLACK_MIRROR = 42009;

beforeAll(async () => {
  user = (await verifiedAccount(ai.server.url, uniqueEmail('history-llm'))).session;
  const marked = await user.fetch(`/api/me/watched/tv/${GRIMM}`, {
    method: 'POST',
    json: { date: '2024-03-02', episodes: true },
  });
  expect(marked.status).toBe(201);
});

const ask = async (message: string, session?: Session): Promise<ChatResponse> => {
  const body = { message, sessionId: `s-${Math.random().toString(36).slice(2)}-llm` };
  const answer = session
    ? await session.post('/api/chat', body)
    : await fetch(`${ai.server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ChatResponse;
};

function toolResultIds(request: FakeLlmRequest): { type: string; id: number }[] {
  const tool = request.body.messages.filter((m) => m.role === 'tool').at(-1);
  return (
    (JSON.parse(tool?.content ?? '{}') as { results?: { type: string; id: number }[] }).results ??
    []
  );
}

describe("the model path and the asker's history", () => {
  it('gives the model no finished show to pick, and answers "have I" questions itself', async () => {
    const offered: number[][] = [];
    ai.llm.script((request) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        return {
          toolCalls: [{ name: 'similar_titles', arguments: { type: 'tv', id: BLACK_MIRROR } }],
        };
      const ids = toolResultIds(request);
      offered.push(ids.map((t) => t.id));
      return { content: JSON.stringify({ text: 'Like Black Mirror:', titles: ids.slice(0, 10) }) };
    });
    const visitor = await ask('a series like Black Mirror');
    const mine = await ask('a series like Black Mirror', user);
    expect(offered[0]).toContain(GRIMM);
    expect(offered[1]).not.toContain(GRIMM);
    expect((visitor.reply as ChatMovieCard[]).map((c) => c.id)).toContain(GRIMM);
    expect((mine.reply as ChatMovieCard[]).map((c) => c.id)).not.toContain(GRIMM);
    const calls = ai.llm.requests.length;
    expect((await ask('Did I finish Grimm?', user)).reply).toMatch(
      /^Yes: you've watched all \d+ episodes of Grimm \(2011\)/,
    );
    expect(ai.llm.requests.length).toBe(calls);
  });
});
