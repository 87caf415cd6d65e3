import {
  WATCHED_MAX_ENTRIES,
  WATCHED_MAX_PER_TITLE_PER_DAY,
  type ApiError,
  type ImportCommitResult,
  type WatchedEntry,
} from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', STATS_PER_MINUTE: '3' });
});
afterAll(() => server.close());

const viewings = (n: number, date: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({ date: date(i), rewatch: i > 0 }));

const diaryOf = async (session: Awaited<ReturnType<typeof verifiedAccount>>['session']) =>
  (await (await session.fetch('/api/me/diary')).json()) as WatchedEntry[];

describe('an import commit cannot log a title thousands of times', () => {
  it("refuses the review's commit (50 copies of a title, 1,000 viewings each) by its size", async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('fifty'));
    const items = Array.from({ length: 50 }, () => ({
      type: 'movie',
      id: 603,
      watchlist: false,
      watched: viewings(1000, () => '2024-05-01'),
    }));
    const response = await session.post('/api/me/import/commit', { items });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.details?.[0]).toMatchObject({ path: 'items' });
    expect(body.details?.[0]?.message).toMatch(/at most 5000 viewings/);
    expect(await diaryOf(session)).toEqual([]);
  });

  it('keeps at most a day of viewings per title per day, however the rows are split', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('one-day'));
    const items = Array.from({ length: 5 }, () => ({
      type: 'movie',
      id: 603,
      watchlist: false,
      watched: viewings(1000, () => '2024-05-01'),
    }));
    const first = await session.post('/api/me/import/commit', { items });
    expect(first.status).toBe(200);
    expect(((await first.json()) as ImportCommitResult).watched).toBe(
      WATCHED_MAX_PER_TITLE_PER_DAY,
    );
    const again = await session.post('/api/me/import/commit', { items });
    expect(((await again.json()) as ImportCommitResult).watched).toBe(0);
    const diary = await diaryOf(session);
    expect(diary).toHaveLength(WATCHED_MAX_PER_TITLE_PER_DAY);
    expect(new Set(diary.map((e) => e.date))).toEqual(new Set(['2024-05-01']));
  });

  it('marking by hand stops at the same number a day, with a 409 that says so', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('by-hand'));
    const items = [
      {
        type: 'movie',
        id: 155,
        watchlist: false,
        watched: viewings(WATCHED_MAX_PER_TITLE_PER_DAY - 1, () => '2024-06-02'),
      },
    ];
    expect((await session.post('/api/me/import/commit', { items })).status).toBe(200);
    const last = await session.post('/api/me/watched/movie/155', { date: '2024-06-02' });
    expect(last.status).toBe(201);
    const over = await session.post('/api/me/watched/movie/155', { date: '2024-06-02' });
    expect(over.status).toBe(409);
    expect(((await over.json()) as ApiError).error).toBe(
      `This title already has ${WATCHED_MAX_PER_TITLE_PER_DAY} diary entries on 2024-06-02`,
    );
    const nextDay = await session.post('/api/me/watched/movie/155', { date: '2024-06-03' });
    expect(nextDay.status).toBe(201);
  });
});

describe('stats of a long diary', () => {
  it('20,000 viewings of one title on as many days: counted, and stats are rate-limited', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('long-diary'));
    const start = Date.UTC(1950, 0, 1);
    const day = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    // Four commits of 5,000 (the most one commit carries), as the web client batches a file.
    for (let batch = 0; batch < 4; batch++) {
      const items = Array.from({ length: 5 }, (_, n) => ({
        type: 'movie',
        id: 603,
        watchlist: false,
        watched: viewings(1000, (i) => day((batch * 5 + n) * 1000 + i)),
      }));
      const commit = await session.post('/api/me/import/commit', { items });
      expect(commit.status).toBe(200);
      expect(((await commit.json()) as ImportCommitResult).watched).toBe(5000);
    }
    const stats = await session.fetch('/api/me/stats?period=all');
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ entries: 20_000, titles: 1 });
    // STATS_PER_MINUTE is 3 here: the fourth ask in the minute is refused.
    await session.fetch('/api/me/stats');
    await session.fetch('/api/me/stats');
    const refused = await session.fetch('/api/me/stats');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a diary has a size', () => {
  it(`holds at most ${WATCHED_MAX_ENTRIES} entries: a commit or a mark past it answers 409`, async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('full'));
    const start = Date.UTC(1900, 0, 1);
    const day = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const perCommit = 5000;
    // Two titles on distinct days, 5,000 viewings a commit, until the diary is full.
    for (let batch = 0; batch < WATCHED_MAX_ENTRIES / perCommit; batch++) {
      const items = Array.from({ length: 5 }, (_, n) => ({
        type: 'movie',
        id: batch % 2 === 0 ? 603 : 155,
        watchlist: false,
        watched: viewings(1000, (i) => day(((batch >> 1) * 5 + n) * 1000 + i)),
      }));
      const commit = await session.post('/api/me/import/commit', { items });
      expect(commit.status).toBe(200);
    }
    const over = await session.post('/api/me/import/commit', {
      items: [
        { type: 'movie', id: 27205, watchlist: true, watched: viewings(1, () => '2024-01-01') },
      ],
    });
    expect(over.status).toBe(409);
    expect(((await over.json()) as ApiError).error).toBe('A diary holds at most 50,000 entries');
    const mark = await session.post('/api/me/watched/movie/27205', { date: '2024-01-02' });
    expect(mark.status).toBe(409);
    // Nothing of the refused commit was written, not even its watchlist row.
    const watchlist = (await (await session.fetch('/api/me/watchlist')).json()) as unknown[];
    expect(watchlist).toEqual([]);
  });
});
