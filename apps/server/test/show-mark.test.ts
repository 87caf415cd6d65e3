import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiError, MarkTitleWatchedResult, Progress, SeasonWatch } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** A show's "Mark as watched" marks its aired episodes (issue #45), not one diary entry. */
let server: TestServer;
let user: Session;

const BREAKING_BAD = 1396;
const CHERNOBYL = 87108;
const json = async <T>(response: Response) => (await response.json()) as T;
const markShow = (id: number, body: object) =>
  user.fetch(`/api/me/watched/tv/${id}`, { method: 'POST', json: body });
const progressOf = async (id: number) =>
  (await json<Progress>(await user.fetch('/api/me/progress'))).shows.find((s) => s.id === id);

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('show-mark'))).session;
});
afterAll(() => server.close());

describe('marking a whole show', () => {
  it('marks every aired episode on the day given, and Up next counts them', async () => {
    const answer = await markShow(CHERNOBYL, { date: '2024-03-02', episodes: true });
    expect(answer.status).toBe(201);
    expect(await json<MarkTitleWatchedResult>(answer)).toMatchObject({
      entry: null,
      episodes: { marked: 5, watched: 5, aired: 5 },
    });
    expect(await progressOf(CHERNOBYL)).toMatchObject({
      watched: 5,
      aired: 5,
      status: 'completed',
    });
    const season = await json<SeasonWatch>(
      await user.fetch(`/api/me/episodes/${CHERNOBYL}/season/1`),
    );
    expect(season.episodes.map((e) => e.lastWatchedAt?.slice(0, 10))).toEqual(
      Array(5).fill('2024-03-02'),
    );
    // Marking again adds nothing: every aired episode is already watched.
    expect(
      await json<MarkTitleWatchedResult>(
        await markShow(CHERNOBYL, { date: '2024-03-03', episodes: true }),
      ),
    ).toMatchObject({ episodes: { marked: 0, watched: 5, aired: 5 } });
  });

  it('marks each episode on its own air date with airDates, keeping what was watched', async () => {
    await user.post('/api/me/episodes', {
      showId: BREAKING_BAD,
      season: 1,
      episode: 1,
      watchedAt: '2020-05-05',
    });
    const answer = await json<MarkTitleWatchedResult>(
      await markShow(BREAKING_BAD, { airDates: true }),
    );
    expect(answer.episodes!.aired).toBe(62);
    expect(answer.episodes).toMatchObject({ marked: 61, watched: 62 });
    const season = await json<SeasonWatch>(
      await user.fetch(`/api/me/episodes/${BREAKING_BAD}/season/1`),
    );
    expect(season.episodes[0]!.lastWatchedAt?.slice(0, 10)).toBe('2020-05-05');
    expect(season.episodes[1]!.lastWatchedAt?.slice(0, 10)).toBe('2008-01-27');
    expect(await progressOf(BREAKING_BAD)).toMatchObject({ watched: 62, status: 'completed' });
  });

  it('asks for a date or airDates, and refuses a day in the future', async () => {
    const none = await markShow(CHERNOBYL, { episodes: true });
    expect(none.status).toBe(400);
    expect(JSON.stringify(await json<ApiError>(none))).toMatch(/date/);
    const future = await markShow(CHERNOBYL, { date: '2999-01-01', episodes: true });
    expect(future.status).toBe(400);
    const movie = await user.fetch('/api/me/watched/movie/550', { method: 'POST', json: {} });
    expect(movie.status).toBe(400);
    expect(JSON.stringify(await json<ApiError>(movie))).toMatch(/'date'/);
  });
});
