import { describe, expect, it } from 'vitest';

import { AnswerStore, ENTRY_OVERHEAD_BYTES, entrySize } from './answer-store';
import { acceptedEncodings, prepareBody } from './prepared-body';

const json = (n: number) =>
  prepareBody(
    JSON.stringify({ n: String(n).padStart(3, '0'), pad: 'x'.repeat(50) }),
    'application/json',
  );

describe('AnswerStore', () => {
  it('hands out an answer fresh until its expiry, then stale until replaced', () => {
    let now = 0;
    const store = new AnswerStore(1_000_000, () => now);
    store.set('/a', json(1), 100);
    expect(store.get('/a')?.fresh).toBe(true);
    now = 150;
    expect(store.get('/a')).toMatchObject({ fresh: false });
    store.set('/a', json(2), 100);
    expect(store.get('/a')?.fresh).toBe(true);
    expect(store.get('/a')?.body.identity.toString()).toContain('"n":"002"');
  });

  it('drops the least recently used answers once over its byte budget', () => {
    const size = entrySize('/10', json(1));
    const budget = size * 16.5;
    const store = new AnswerStore(budget);
    for (let n = 10; n < 26; n++) store.set(`/${n}`, json(n), 1000);
    store.get('/10');
    store.set('/26', json(26), 1000);
    expect(store.get('/11')).toBeUndefined();
    expect(store.get('/10')).toBeDefined();
    expect(store.get('/26')).toBeDefined();
    expect(store.stats).toEqual({ entries: 16, bytes: size * 16 });
  });

  it('charges keys and bookkeeping: a flood of tiny answers under long keys stays in budget', () => {
    const budget = 1024 * 1024;
    const store = new AnswerStore(budget);
    const tiny = prepareBody('{}', 'application/json');
    for (let n = 0; n < 10_000; n++) store.set(`/api/x?p=${'a'.repeat(15_000)}&u=${n}`, tiny, 1000);
    // Each entry costs its key (2 bytes a character at most) besides the 2-byte body.
    expect(store.stats.bytes).toBeLessThanOrEqual(budget);
    expect(store.stats.entries).toBeLessThanOrEqual(budget / (2 * 15_000 + ENTRY_OVERHEAD_BYTES));
  });

  it('forgets answers by prefix after a write', () => {
    const store = new AnswerStore();
    store.set('/api/home#1', json(1), 1000);
    store.set('/api/home#2', json(2), 1000);
    store.set('/api/tmdb/genres', json(3), 1000);
    store.invalidate('/api/home');
    expect(store.stats.entries).toBe(1);
    expect(store.get('/api/tmdb/genres')).toBeDefined();
  });
});

describe('prepareBody', () => {
  it('compresses only bodies worth it and names the content with a weak validator', () => {
    expect(prepareBody('{}', 'application/json')).toMatchObject({ gzip: null, br: null });
    const big = prepareBody(JSON.stringify({ a: 'word '.repeat(500) }), 'application/json');
    expect(big.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(big.br!.length).toBeLessThan(big.identity.length / 10);
    expect(prepareBody(big.identity, 'application/json').etag).toBe(big.etag);
  });
});

describe('acceptedEncodings', () => {
  it('lets an explicit refusal win over *, and * stand for the codings not named', () => {
    expect([...acceptedEncodings('gzip;q=0, br;q=0, *')]).toEqual([]);
    expect([...acceptedEncodings('br;q=0, *')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*;q=0.5, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('*;q=0')]).toEqual([]);
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0.0, br')]).toEqual([]);
    expect([...acceptedEncodings('BR ; Q=0 , GZIP')]).toEqual(['gzip']);
  });
});
