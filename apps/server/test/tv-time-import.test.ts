import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImportCommitResult, ImportPreview, Progress } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';
import { TV_TIME_CSV, tvTimeSeenZip, tvTimeZip } from './support/tv-time-export';

/** A TV Time export comes in whole: episode viewings, rewatches, followed shows (issue #31). */
let server: TestServer;
let user: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  user = (await verifiedAccount(server.url, uniqueEmail('tvtime'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const preview = async (filename: string, bytes: Uint8Array | string) => {
  const answer = await user.post('/api/me/import/preview', {
    filename,
    contentBase64: Buffer.from(bytes).toString('base64'),
  });
  expect(answer.status).toBe(200);
  return json<ImportPreview>(answer);
};

describe('TV Time import', () => {
  it('reads the CSV by header name: shows with their episodes, hints, followed shows', async () => {
    const p = await preview('tracking-prod-records-v2.csv', TV_TIME_CSV);
    expect(p.format).toBe('tvtime');
    const byName = new Map(p.matched.map((m) => [m.title, m]));
    const bb = byName.get('Breaking Bad')!;
    expect(bb).toMatchObject({ type: 'tv', id: 1396, watchlist: false });
    expect(bb.episodes!.map((e) => [e.season, e.episode, e.rewatch])).toEqual([
      [1, 1, false],
      [1, 2, false],
      [1, 3, false],
      [1, 1, true],
      [1, 99, false],
      [0, 1, false],
    ]);
    expect(bb.episodes![0]!.watchedAt).toBe('2021-03-01T20:00:00.000Z');
    expect(byName.get('Severance')?.episodes).toHaveLength(1);
    // "(US)" picks the American one of the shows called The Office ...
    expect(byName.get('The Office')).toMatchObject({ id: 2316, type: 'tv' });
    expect(byName.get('The Office')!.episodes!.map((e) => e.episode)).toEqual([1]);
    // ... and without a hint the user chooses.
    const office = p.ambiguous.find((a) => a.title === 'The Office')!;
    expect(office.candidates.map((c) => c.id)).toContain(2316);
    expect(office.candidates.length).toBeGreaterThan(1);
    expect(office.episodes!.map((e) => e.episode)).toEqual([2]);
    expect(byName.get('Game of Thrones')).toMatchObject({ id: 1399, watchlist: true });
  });

  it("reads an export without the tracking file: seen episodes in the user's time zone, followed shows", async () => {
    const p = await preview('tvtime-gdpr.zip', tvTimeSeenZip());
    expect(p.format).toBe('tvtime');
    const byName = new Map(p.matched.map((m) => [m.title, m]));
    const bb = byName.get('Breaking Bad')!;
    expect(bb).toMatchObject({ type: 'tv', id: 1396, watchlist: false });
    // New York: 5 hours behind UTC in January, 4 in July (summer time).
    expect(bb.episodes!.map((e) => [e.season, e.episode, e.watchedAt])).toEqual([
      [1, 1, '2021-01-14T15:00:00.000Z'],
      [1, 2, '2021-07-15T02:30:00.000Z'],
      [1, 1, '2022-02-02T01:00:00.000Z'],
    ]);
    expect(byName.get('Severance')?.episodes).toHaveLength(1);
    expect(byName.get('Game of Thrones')).toMatchObject({ id: 1399, watchlist: true });
  });

  it('reads the films of the tracking file too: watched on their day, or to watch', async () => {
    const csv = [
      'key,type,created_at,series_name,movie_name,release_date,season_number,episode_number',
      'watch-episode-1,watch,2021-03-01 20:00:00,Breaking Bad,,,1,1',
      'watch-movie-1,watch,2021-02-03 21:00:00,,Inception,2010-07-16,,',
      ',towatch,2021-02-04 21:00:00,,Heat,1995-12-15,,',
    ].join('\n');
    const p = await preview('tracking-prod-records-v2.csv', csv);
    const byName = new Map(p.matched.map((m) => [m.title, m]));
    expect(byName.get('Inception')).toMatchObject({
      type: 'movie',
      id: 27205,
      watched: [{ date: '2021-02-03', rewatch: false }],
    });
    expect(byName.get('Heat')).toMatchObject({ type: 'movie', id: 949, watchlist: true });
    expect(byName.get('Breaking Bad')!.episodes).toHaveLength(1);
  });

  it('commits episode viewings (rewatches kept, unknown episodes skipped) and adds nothing twice', async () => {
    const p = await preview('tvtime-export.zip', tvTimeZip());
    expect(p.format).toBe('tvtime');
    const commit = async () =>
      json<ImportCommitResult>(await user.post('/api/me/import/commit', { items: p.matched }));
    const first = await commit();
    // Breaking Bad 4 (S01E99 and the special are not in the catalogue), Severance 1, The
    // Office (US) 1.
    expect(first.episodes).toBe(6);
    expect(first.added).toBe(1);
    const second = await commit();
    expect(second).toMatchObject({ added: 0, episodes: 0 });

    const season = await json<{ episodes: { plays: number }[] }>(
      await user.fetch('/api/me/episodes/1396/season/1'),
    );
    expect(season.episodes.slice(0, 4).map((e) => e.plays)).toEqual([2, 1, 1, 0]);
    const { shows } = await json<Progress>(await user.fetch('/api/me/progress'));
    expect(shows.map((s) => s.name)).toEqual(['Severance', 'Breaking Bad', 'The Office']);
    expect(shows.find((s) => s.id === 1396)).toMatchObject({
      watched: 3,
      next: { season: 1, episode: 4 },
    });
  });
});
