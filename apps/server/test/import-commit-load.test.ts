import type { ImportCommitResult, UserRating, WatchlistEntry } from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import type { Session } from './support/mail-session';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

async function healthTime(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Sends the commit and keeps asking /api/health while it runs. Relative, not fixed times (the
 * machine is busy): health must answer several times *before* the commit is done, and its
 * slowest answer must stay well below the commit's own duration.
 */
async function commitWhileProbing(session: Session, items: unknown[]) {
  let done = false;
  const started = performance.now();
  let finished = 0;
  const commit = session.post('/api/me/import/commit', { items }).then(async (response) => {
    finished = performance.now();
    done = true;
    return { status: response.status, body: (await response.json()) as ImportCommitResult };
  });
  const during: { ms: number; endedAt: number }[] = [];
  while (!done) {
    const ms = await healthTime();
    during.push({ ms, endedAt: performance.now() });
  }
  const answer = await commit;
  const answeredBeforeDone = during.filter((h) => h.endedAt < finished).length;
  return {
    ...answer,
    duration: finished - started,
    answeredBeforeDone,
    slowestHealth: Math.max(...during.map((h) => h.ms)),
  };
}

describe('a 10,000-item import commit', () => {
  it('one title with alternating ratings: one entry, the last rating wins', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('one-title'));
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      type: 'movie',
      id: 603,
      watchlist: true,
      rating: i % 2 === 0 ? 3 : 8,
    }));
    items[items.length - 1]!.rating = 10;
    const { status, body } = await commitWhileProbing(session, items);
    expect(status).toBe(200);
    expect(body).toEqual({ added: 1, rated: 1, watched: 0, unchanged: 0 });
    const ratings = (await (await session.fetch('/api/me/ratings')).json()) as UserRating[];
    expect(ratings.map((r) => [r.titleId, r.rating])).toEqual([[603, 10]]);
  });

  it('10,000 different titles: health keeps answering while the commit is written', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('many-titles'));
    const ids = server.ctx.snapshot
      .listable('movie')
      .slice(0, 10_000)
      .map((m) => m.id);
    expect(ids).toHaveLength(10_000);
    const items = ids.map((id, i) => ({
      type: 'movie',
      id,
      watchlist: true,
      rating: 1 + (i % 10),
    }));

    const run = await commitWhileProbing(session, items);
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ added: 10_000, rated: 10_000, watched: 0, unchanged: 0 });
    // Without yielding, the whole write held the event loop: health answered only afterwards.
    expect(run.answeredBeforeDone).toBeGreaterThanOrEqual(3);
    expect(run.slowestHealth).toBeLessThan(run.duration / 3);

    const watchlist = (await (await session.fetch('/api/me/watchlist')).json()) as WatchlistEntry[];
    expect(watchlist).toHaveLength(10_000);
    const again = await session.post('/api/me/import/commit', { items: items.slice(0, 500) });
    expect(await again.json()).toEqual({ added: 0, rated: 0, watched: 0, unchanged: 500 });
  });
});

describe('import commit rate limit per user', () => {
  it('answers 429 with Retry-After after the per-minute commits, for that user only', async () => {
    const limited = await startTestServer({ IMPORT_COMMITS_PER_MINUTE: '2' });
    try {
      const first = (await verifiedAccount(limited.url, uniqueEmail('c-first'))).session;
      const second = (await verifiedAccount(limited.url, uniqueEmail('c-second'))).session;
      const body = { items: [{ type: 'movie', id: 603, watchlist: true }] };
      expect((await first.post('/api/me/import/commit', body)).status).toBe(200);
      expect((await first.post('/api/me/import/commit', body)).status).toBe(200);
      const third = await first.post('/api/me/import/commit', body);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await second.post('/api/me/import/commit', body)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
