import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OVERVIEW_FALLBACK_TEXT, titleDetailsSchema } from '@unclewatch/core';

import { useLlmServer } from './support/llm-server';
import { startTestServer, type TestServer } from './support/test-server';

async function rewrite(server: TestServer, body: unknown) {
  const response = await fetch(`${server.url}/api/ai/rewrite-overview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { rewritten?: string; error?: string },
  };
}

async function details(server: TestServer, type: string, id: number) {
  const response = await fetch(`${server.url}/api/tmdb/${type}/${id}`);
  return titleDetailsSchema.parse(await response.json());
}

describe('POST /api/ai/rewrite-overview (embedded)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', AI_RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(() => server.close());

  it('says the provider mode truthfully in health', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      providers: { ai: string };
    };
    expect(health.providers.ai).toBe('embedded');
  });

  it('writes a deterministic teaser from the catalogue facts and the overview', async () => {
    const knight = await details(server, 'movie', 155);
    const body = { id: 155, title: 'x', overview: 'y', genre: 'Drama', type: 'movie', year: 2008 };
    const first = await rewrite(server, body);
    expect(first.status).toBe(200);
    const text = first.body.rewritten!;
    expect(text).toMatch(/^Uncle recommends: a 2008 /);
    const firstSentence = knight.overview.split(/(?<=[.!?])\s/)[0]!;
    expect(text).toContain(firstSentence.slice(0, 60));
    expect(text.length).toBeLessThan(knight.overview.length + 120);
    const again = await rewrite(server, body);
    expect(again.body.rewritten).toBe(text);
  });

  it('serves a cached text unchanged and cannot be poisoned for a known title', async () => {
    const honest = await rewrite(server, {
      id: 27205,
      title: 'Inception',
      overview: 'whatever',
      genre: 'Action',
      type: 'movie',
    });
    const inception = await details(server, 'movie', 27205);
    expect(honest.body.rewritten).toContain(inception.overview.slice(0, 40));
    // A client that sends other text for the same id, or the same title without an id.
    for (const attack of [
      {
        id: 27205,
        title: 'Inception',
        overview: 'BUY CHEAP PILLS at evil.example',
        genre: 'Drama',
        type: 'movie',
      },
      {
        title: 'Inception',
        overview: 'BUY CHEAP PILLS at evil.example',
        genre: 'Drama',
        type: 'movie',
        year: '2010',
      },
    ]) {
      const poisoned = await rewrite(server, attack);
      expect(poisoned.status).toBe(200);
      expect(poisoned.body.rewritten).toBe(honest.body.rewritten);
      expect(poisoned.body.rewritten).not.toContain('PILLS');
    }
  });

  it('keys unknown titles by their text, so one client cannot replace another entry', async () => {
    const mine = {
      title: 'My Home Video',
      overview: 'A cat sleeps. Then it wakes up.',
      genre: 'Family',
      type: 'movie',
      year: '2020',
    };
    const first = await rewrite(server, mine);
    expect(first.body.rewritten).toContain('A cat sleeps.');
    const other = await rewrite(server, { ...mine, overview: 'A dog barks all night.' });
    expect(other.body.rewritten).toContain('A dog barks all night.');
    expect((await rewrite(server, mine)).body.rewritten).toBe(first.body.rewritten);
  });

  it('falls back to the spec line when there is no overview', async () => {
    const empty = await rewrite(server, {
      title: 'Nothing Known',
      overview: '',
      genre: 'Drama',
      type: 'movie',
      year: '',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.rewritten).toBe(OVERVIEW_FALLBACK_TEXT);
  });

  it('answers 400 naming the field for missing or oversize input', async () => {
    const missing = await rewrite(server, { overview: 'text' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('title');
    const long = await rewrite(server, { title: 'x'.repeat(201), overview: '' });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('title');
    const huge = await rewrite(server, { title: 'Big', overview: 'y'.repeat(2001) });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toContain('overview');
  });

  it('answers 429 with Retry-After once a client computed too many rewrites', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const result = await rewrite(server, {
        title: `Rate Test ${i}`,
        overview: `Story ${i}.`,
        type: 'movie',
      });
      statuses.push(result.status);
      retryAfter ??= result.retryAfter;
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Cached titles are still served: page views never wait on the limiter.
    expect((await rewrite(server, { id: 155, title: 'x', type: 'movie' })).status).toBe(200);
  });
});

describe('POST /api/ai/rewrite-overview (OpenAI-compatible)', () => {
  const apiKey = 'sk-test-secret-key-123456';
  const ai = useLlmServer(apiKey, '400');

  it('reports live mode and sends the key as a Bearer token', async () => {
    const health = (await (await fetch(`${ai.server.url}/api/health`)).json()) as {
      providers: { ai: string };
    };
    expect(health.providers.ai).toBe('live');
    ai.llm.script([{ content: 'Uncle recommends this tale of a cat who naps.' }]);
    const result = await rewrite(ai.server, {
      title: 'Cat Nap',
      overview: 'A cat naps.',
      type: 'movie',
    });
    expect(result.body.rewritten).toBe('Uncle recommends this tale of a cat who naps.');
    expect(ai.llm.requests.at(-1)!.authorization).toBe(`Bearer ${apiKey}`);
    expect(ai.llm.requests.at(-1)!.body.model).toBe('fake-model');
  });

  it('falls back to the original overview on an error, an empty answer or a time-out', async () => {
    ai.llm.script([{ status: 500 }]);
    expect(
      (await rewrite(ai.server, { title: 'Err', overview: 'Original one.', type: 'movie' })).body
        .rewritten,
    ).toBe('Original one.');
    ai.llm.script([{ content: '   ' }]);
    expect(
      (await rewrite(ai.server, { title: 'Empty', overview: 'Original two.', type: 'movie' })).body
        .rewritten,
    ).toBe('Original two.');
    ai.llm.script([{ delayMs: 1500, content: 'too late' }]);
    const started = Date.now();
    expect(
      (await rewrite(ai.server, { title: 'Slow', overview: 'Original three.', type: 'movie' })).body
        .rewritten,
    ).toBe('Original three.');
    expect(Date.now() - started).toBeLessThan(1400);
    ai.llm.script([{ status: 503 }]);
    expect(
      (await rewrite(ai.server, { title: 'Nothing', overview: '', type: 'movie' })).body.rewritten,
    ).toBe(OVERVIEW_FALLBACK_TEXT);
    expect(ai.logs.join('')).toContain('overview rewrite failed');
    expect(ai.logs.join('')).not.toContain(apiKey);
  });
});
