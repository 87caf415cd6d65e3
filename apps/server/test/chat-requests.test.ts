import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatResponseSchema, type ChatMovieCard, type ChatResponse } from '@unclewatch/core';

import { childProblem } from '../../../bench/assistant/request-checks';
import type { SnapshotCatalog } from '../src/snapshot/index';
import { sharedSnapshot } from './support/shared-snapshot';
import type { FakeLlmRequest } from './support/fake-llm';
import { useLlmServer } from './support/llm-server';
import { startTestServer, type TestServer } from './support/test-server';

// Issue #34: what a parent expects from the assistant, built in and with a language model.
// Children's titles, length limits, a new request that starts fresh and a refinement that
// narrows hold for every card, whatever the model picks.
const apiKey = 'sk-fake-requests-key-123456';
const ai = useLlmServer(apiKey, '5000');
let offline: TestServer;
let data: SnapshotCatalog;

beforeAll(async () => {
  offline = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  data = sharedSnapshot();
}, 120_000);
afterAll(() => offline.close());

async function ask(url: string, message: string, sessionId: string) {
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, sessionId }),
  });
  expect(response.status).toBe(200);
  return chatResponseSchema.parse(await response.json());
}

const cards = (answer: ChatResponse) => {
  expect(Array.isArray(answer.reply), String(answer.reply)).toBe(true);
  return answer.reply as ChatMovieCard[];
};
const title = (c: { type: 'movie' | 'tv'; id: number }) => data.title(c.type, c.id)!;
const forChildren = (c: { type: 'movie' | 'tv'; id: number }) => childProblem(title(c));
const session = () => `requests-${crypto.randomUUID()}`;

/** Ids of every tool result in the conversation, by tool call. */
function toolResults(request: FakeLlmRequest) {
  return request.body.messages
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content!) as { results?: { type: 'movie' | 'tv'; id: number }[] })
    .map((r) => r.results ?? []);
}

describe('assistant requests (built-in engine)', () => {
  it('answers a parent after a question about a person: titles for children, no leak', async () => {
    const id = session();
    await ask(offline.url, 'What has Florence Pugh been in?', id);
    const answer = await ask(offline.url, 'What should I watch tonight with my kids?', id);
    expect(answer.text).not.toContain('Florence Pugh');
    expect(cards(answer).length).toBeGreaterThan(0);
    for (const c of cards(answer)) expect(forChildren(c), c.title).toBe('');
  });

  it('holds a length limit, then refines the same request to a decade', async () => {
    const id = session();
    const limited = await ask(offline.url, 'comedy movies under 2 hours', id);
    for (const c of cards(limited)) {
      expect(title(c).runtime, c.title).toBeLessThan(120);
      expect(c.genres).toContain('Comedy');
    }
    const nineties = await ask(offline.url, 'only ones from the 90s', id);
    for (const c of cards(nineties)) {
      expect(title(c).runtime, c.title).toBeLessThan(120);
      expect(c.year).toBeGreaterThanOrEqual(1990);
      expect(c.year).toBeLessThanOrEqual(1999);
    }
  });
});

describe('assistant requests (language model)', () => {
  it("drops a model pick that is not for children and keeps discovery to children's titles", async () => {
    const id = session();
    ai.llm.script([{ status: 500 }]);
    await ask(ai.server.url, 'korean thrillers', id);
    ai.llm.script((request) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        return {
          toolCalls: [
            { name: 'search_titles', arguments: { query: 'Breaking Bad' } },
            { name: 'discover_titles', arguments: {} },
          ],
        };
      const [searched, discovered] = toolResults(request);
      const picks = [searched![0]!, ...discovered!.slice(0, 3)];
      return { content: JSON.stringify({ text: 'For the family:', titles: picks }) };
    });
    const answer = await ask(ai.server.url, 'something we can all watch with my 6 year old', id);
    const request = ai.llm.requests.at(-1)!;
    expect(request.body.messages[1]!.content).toContain('family-friendly');
    const [searched, discovered] = toolResults(request);
    expect(forChildren(searched![0]!)).not.toBe('');
    for (const t of discovered!) expect(forChildren(t), String(t.id)).toBe('');
    // The search hit (a title for adults) is dropped; the discovered ones stay, not Korean.
    expect(cards(answer).map((c) => c.id)).toEqual(discovered!.slice(0, 3).map((t) => t.id));
    expect(answer.text).toBe("Here's what I found:");
  });

  it('falls back to the engine when every model pick breaks a length limit', async () => {
    const id = session();
    const expected = await ask(offline.url, 'movies 90 minutes or less', session());
    ai.llm.script((request) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        return { toolCalls: [{ name: 'search_titles', arguments: { query: 'Interstellar' } }] };
      const picks = toolResults(request)[0]!.slice(0, 2);
      return { content: JSON.stringify({ text: 'Epic picks', titles: picks }) };
    });
    const answer = await ask(ai.server.url, 'movies 90 minutes or less', id);
    expect(answer.reply).toEqual(expected.reply);
    for (const c of cards(answer)) expect(title(c).runtime, c.title).toBeLessThanOrEqual(90);
  });
});
