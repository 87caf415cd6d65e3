import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportPreview,
  Progress,
  SeasonWatch,
  UserRating,
  WatchedEntry,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Trakt histories come in episode by episode, not as one show viewing a day (issue #31). */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const BREAKING_BAD = { title: 'Breaking Bad', year: 2008, ids: { trakt: 1388, tmdb: 1396 } };
const SEVERANCE = { title: 'Severance', year: 2022, ids: { trakt: 154997, imdb: 'tt11280740' } };
const seen = (at: string, season: number, number: number, show = BREAKING_BAD) => ({
  id: Math.floor(Date.parse(at) / 1000) + number,
  watched_at: at,
  action: 'watch',
  type: 'episode',
  episode: { season, number, title: `Episode ${number}`, ids: { trakt: 1 } },
  show,
});

const history = [
  seen('2024-02-01T20:00:00.000Z', 1, 1),
  seen('2024-02-01T21:00:00.000Z', 1, 2),
  seen('2024-02-02T20:00:00.000Z', 1, 3),
  seen('2024-06-01T20:00:00.000Z', 1, 1),
  seen('2024-02-03T20:00:00.000Z', 1, 99),
  {
    watched_at: '2024-03-01T20:00:00.000Z',
    type: 'movie',
    movie: { title: 'Inception', year: 2010, ids: { tmdb: 27205 } },
  },
];
const watchedShows = [
  {
    plays: 2,
    last_watched_at: '2024-04-02T20:00:00.000Z',
    show: SEVERANCE,
    seasons: [
      {
        number: 1,
        episodes: [
          { number: 1, plays: 1, last_watched_at: '2024-04-01T20:00:00.000Z' },
          { number: 2, plays: 1, last_watched_at: '2024-04-02T20:00:00.000Z' },
        ],
      },
    ],
  },
];
const ratings = [
  {
    rated_at: '2024-02-05T00:00:00.000Z',
    rating: 10,
    type: 'episode',
    episode: { season: 1, number: 1, ids: { trakt: 1 } },
    show: BREAKING_BAD,
  },
  { rated_at: '2024-02-05T00:00:00.000Z', rating: 8, type: 'show', show: BREAKING_BAD },
];

async function importFile(session: Session, filename: string, data: unknown) {
  const preview = await json<ImportPreview>(
    await session.post('/api/me/import/preview', {
      filename,
      contentBase64: Buffer.from(JSON.stringify(data)).toString('base64'),
    }),
  );
  const commit = async () =>
    json<ImportCommitResult>(
      await session.post('/api/me/import/commit', { items: preview.matched }),
    );
  return { preview, first: await commit(), second: await commit() };
}

describe('Trakt import with episodes', () => {
  it('makes each history episode a viewing of it (rewatches kept); the diary gets no show days', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('trakt-episodes'));
    const { preview, first, second } = await importFile(session, 'history.json', history);
    expect(preview.format).toBe('trakt');
    const bb = preview.matched.find((m) => m.id === 1396)!;
    expect(bb.watched).toEqual([]);
    expect(bb.episodes!.map((e) => [e.season, e.episode])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 1],
      [1, 99],
    ]);
    // S01E99 is not in the catalogue: skipped.
    expect(first).toMatchObject({ watched: 1, episodes: 4 });
    expect(second).toMatchObject({ watched: 0, episodes: 0 });

    const diary = await json<WatchedEntry[]>(await session.fetch('/api/me/diary'));
    expect(diary.map((e) => e.titleId)).toEqual([27205]);
    const season = await json<SeasonWatch>(await session.fetch('/api/me/episodes/1396/season/1'));
    expect(season.episodes.slice(0, 4).map((e) => e.plays)).toEqual([2, 1, 1, 0]);
    const withEpisodes = await json<WatchedEntry[]>(
      await session.fetch('/api/me/diary?include=episodes'),
    );
    expect(withEpisodes[0]).toMatchObject({
      date: '2024-06-01',
      rewatch: true,
      episode: { season: 1, episode: 1 },
    });
    const { shows } = await json<Progress>(await session.fetch('/api/me/progress'));
    expect(shows[0]).toMatchObject({ id: 1396, watched: 3, next: { season: 1, episode: 4 } });
  });

  it("reads the watched-shows export's episodes, and rates the show, not with an episode's rating", async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('trakt-watched'));
    const shows = await importFile(session, 'watched-shows.json', watchedShows);
    expect(shows.first.episodes).toBe(2);
    expect(shows.second.episodes).toBe(0);
    const season = await json<SeasonWatch>(await session.fetch('/api/me/episodes/95396/season/1'));
    expect(season.episodes.slice(0, 3).map((e) => e.plays)).toEqual([1, 1, 0]);

    await importFile(session, 'history.json', history);
    const rated = await importFile(session, 'ratings.json', ratings);
    expect(rated.first.rated).toBe(1);
    const mine = await json<UserRating[]>(await session.fetch('/api/me/ratings'));
    expect(mine.find((r) => r.titleId === 1396)?.rating).toBe(8);
  });
});
