// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  retryAfterMs,
  Upstream,
  UpstreamInvalidRequestError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
  type UpstreamLog,
} from '../src/providers/http/upstream';
import { buildUpstreamUrl, redactUrl } from '../src/providers/http/safe-url';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream-server';

const KEY = 'secret-key-123456';
let fake: FakeUpstream;
let active = 0;
let maxActive = 0;
const lines: string[] = [];
const log: UpstreamLog = {
  warn: (details, message) => lines.push(JSON.stringify({ ...details, message })),
  debug: (details, message) => lines.push(JSON.stringify({ ...details, message })),
};

beforeAll(async () => {
  fake = await startFakeUpstream('/api', async (url) => {
    if (url.pathname === '/api/missing') return { status: 404, body: { error: 'nope' } };
    if (url.pathname === '/api/forbidden') return { status: 401, body: { error: 'bad key' } };
    if (url.pathname === '/api/slow') {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active--;
    }
    return { status: 200, body: { path: url.pathname, q: url.searchParams.get('q') } };
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.script([]);
  fake.down = false;
  fake.requests.length = 0;
  lines.length = 0;
});

const upstream = (extra: Partial<ConstructorParameters<typeof Upstream>[0]> = {}) =>
  new Upstream({
    name: 'fake',
    baseUrl: fake.baseUrl,
    authQuery: { api_key: KEY },
    timeoutMs: 5000,
    retries: 2,
    backoffBaseMs: 5,
    log,
    ...extra,
  });

describe('upstream', () => {
  it('answers JSON and sends the key upstream only', async () => {
    const answer = await upstream().getJson<{ path: string }>(['movie', 603]);
    expect(answer.path).toBe('/api/movie/603');
    expect(fake.requests[0]!.searchParams.get('api_key')).toBe(KEY);
  });

  it('turns a 404 into UpstreamNotFoundError and other refusals into Unavailable', async () => {
    await expect(upstream().getJson(['missing'])).rejects.toBeInstanceOf(UpstreamNotFoundError);
    await expect(upstream().getJson(['forbidden'])).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(fake.callsTo('/forbidden')).toBe(1);
    expect(lines.join()).not.toContain(KEY);
  });

  it('retries 429 (honouring Retry-After) and 5xx, then succeeds', async () => {
    fake.script([{ status: 429, retryAfter: '0' }, { status: 503 }]);
    const client = upstream();
    await expect(client.getJson(['ok'])).resolves.toMatchObject({ path: '/api/ok' });
    expect(fake.callsTo('/ok')).toBe(3);
    expect(client.stats.retries).toBe(2);
  });

  it('gives up after the bounded retries, and on a Retry-After too long to wait', async () => {
    fake.script([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    await expect(upstream().getJson(['ok'])).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(fake.callsTo('/ok')).toBe(3);
    fake.script([{ status: 429, retryAfter: '3600' }]);
    await expect(upstream().getJson(['later'])).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(fake.callsTo('/later')).toBe(1);
  });

  it('times out a slow answer and retries network errors', async () => {
    fake.script([{ delayMs: 3000 }, { drop: true }]);
    const started = Date.now();
    await expect(upstream({ retries: 2, timeoutMs: 300 }).getJson(['ok'])).resolves.toMatchObject({
      path: '/api/ok',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    fake.delayMs = 3000;
    try {
      await expect(upstream({ retries: 0, timeoutMs: 300 }).getJson(['ok'])).rejects.toThrow(
        /time-out/,
      );
    } finally {
      fake.delayMs = 0;
    }
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const client = upstream({ concurrency: 2 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => client.getJson(['slow'], { q: i })));
    expect(maxActive).toBe(2);
  });

  it('never logs a key or query value', async () => {
    fake.down = true;
    await expect(upstream().getJson(['ok'], { q: 'private words' })).rejects.toThrow();
    const logged = lines.join('\n');
    expect(logged).toContain('/api/ok');
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain('private');
  });
});

describe('upstream URLs', () => {
  it('refuses ids and segments that could reach another endpoint', async () => {
    const client = upstream();
    for (const bad of ['..', '../configuration', '..%2F..%2Fconfiguration', 'a/b', 'x?y', '']) {
      await expect(client.getJson(['movie', bad])).rejects.toBeInstanceOf(
        UpstreamInvalidRequestError,
      );
    }
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      await expect(client.getJson(['movie', bad])).rejects.toBeInstanceOf(
        UpstreamInvalidRequestError,
      );
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('encodes query values and keeps the base path', () => {
    const url = buildUpstreamUrl('x', 'https://api.example.com/3', ['search', 'multi'], {
      query: 'a&b=c/../d',
      page: 2,
      skip: undefined,
    });
    expect(url.pathname).toBe('/3/search/multi');
    expect(url.searchParams.get('query')).toBe('a&b=c/../d');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(redactUrl(url)).toBe('https://api.example.com/3/search/multi?query=…&page=…');
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
