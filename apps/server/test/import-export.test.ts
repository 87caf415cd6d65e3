import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ImportCommitResult,
  ImportPreview,
  UserRating,
  WatchlistEntry,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let owner: Session;
let other: Session;
let visitor: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail())).session;
  other = (await verifiedAccount(server.url, uniqueEmail())).session;
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const b64 = (data: string | Uint8Array) => Buffer.from(data).toString('base64');

async function preview(session: Session, filename: string, data: string | Uint8Array) {
  const response = await session.post('/api/me/import/preview', {
    filename,
    contentBase64: b64(data),
  });
  return { status: response.status, body: await json<ImportPreview & { error: string }>(response) };
}

const letterboxdZip = () =>
  zipSync({
    'watchlist.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-01-01,Inception,2010,https://boxd.it/1\n2024-01-02,Soldier,1998,https://boxd.it/2\n',
    ),
    'watched.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-02-01,The Matrix,1999,https://boxd.it/3\n2024-02-02,Not A Real Film Xyz,2001,https://boxd.it/4\n',
    ),
    'diary.csv': strToU8(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-03-01,The Matrix,1999,https://boxd.it/d1,3,,,2024-03-01\n2024-05-01,The Matrix,1999,https://boxd.it/d2,4.5,Yes,,2024-05-01\n',
    ),
    'ratings.csv': strToU8(
      'Date,Name,Year,Letterboxd URI,Rating\n2024-04-01,The Matrix,1999,https://boxd.it/3,4\n2024-04-01,Pulp Fiction,1994,https://boxd.it/5,0.5\n',
    ),
    'profile.csv': strToU8('Date Joined,Username\n2020-01-01,olive\n'),
  });

describe('import preview', () => {
  it('reads a Letterboxd zip, merging overlapping rows (latest rating wins)', async () => {
    const { status, body } = await preview(owner, 'letterboxd-olive.zip', letterboxdZip());
    expect(status).toBe(200);
    expect(body.format).toBe('letterboxd-zip');
    const byTitle = Object.fromEntries(body.matched.map((m) => [m.title, m]));
    expect(byTitle.Inception).toMatchObject({ type: 'movie', id: 27205, watchlist: true });
    expect(byTitle.Inception!.rating).toBeUndefined();
    // ratings.csv holds the current rating; the diary's ratings stay with their viewings, and
    // watched films go to the history, not the watchlist.
    expect(byTitle['The Matrix']).toMatchObject({ id: 603, rating: 8, watchlist: false });
    expect(byTitle['The Matrix']!.watched.map((v) => v.rating)).toEqual([6, 9]);
    expect(byTitle['Pulp Fiction']).toMatchObject({ id: 680, rating: 1, watchlist: false });
    expect(body.matched.filter((m) => m.title === 'The Matrix')).toHaveLength(1);
    expect(body.ambiguous).toHaveLength(1);
    expect(body.ambiguous[0]).toMatchObject({ title: 'Soldier', year: 1998 });
    expect(body.ambiguous[0]!.candidates.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      9425, 54959,
    ]);
    expect(body.notFound).toEqual([
      { row: expect.any(Number), title: 'Not A Real Film Xyz', year: 2001 },
    ]);
  });

  it('reads a single Letterboxd ratings CSV, matching the year within one', async () => {
    const { body } = await preview(
      owner,
      'ratings.csv',
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Inception,2011,https://boxd.it/1,3.5\n',
    );
    expect(body.format).toBe('letterboxd-ratings');
    expect(body.matched).toEqual([
      {
        row: 1,
        type: 'movie',
        id: 27205,
        title: 'Inception',
        year: 2010,
        rating: 7,
        watchlist: false,
        watched: [{ date: '2024-01-01', rating: 7, rewatch: false, implied: true }],
      },
    ]);
  });

  it('reads IMDb ratings and watchlist CSVs by IMDb id first', async () => {
    const ratings = [
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      'tt0468569,10,2023-01-02,Wrong Title On Purpose,The Dark Knight,https://www.imdb.com/title/tt0468569/,Movie,9.0,152,2008,"Action, Crime",2900000,2008-07-14,Christopher Nolan',
      'tt0903747,9,2023-01-03,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,',
      'tt9999999999,7,2023-01-04,Nothing Here At All,,,Movie,,,1950,,,,',
    ].join('\n');
    const { body } = await preview(owner, 'ratings.csv', ratings);
    expect(body.format).toBe('imdb');
    expect(body.matched).toMatchObject([
      { type: 'movie', id: 155, title: 'The Dark Knight', rating: 10, watchlist: false },
      { type: 'tv', id: 1396, rating: 9 },
    ]);
    expect(body.notFound).toMatchObject([{ title: 'Nothing Here At All', year: 1950 }]);

    const watchlist = [
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
      '1,tt0109830,2023-05-01,2023-05-01,,Forrest Gump,Forrest Gump,https://www.imdb.com/title/tt0109830/,Movie,8.8,142,1994,Drama,2200000,1994-06-23,Robert Zemeckis,,',
    ].join('\n');
    const list = await preview(owner, 'WATCHLIST.csv', watchlist);
    expect(list.body.matched).toMatchObject([{ id: 13, watchlist: true }]);
    expect(list.body.matched[0]!.rating).toBeUndefined();
  });

  it('reads a Trakt JSON export by IMDb, then TMDB id, then title', async () => {
    const trakt = [
      {
        rated_at: '2024-01-01T00:00:00Z',
        rating: 8,
        type: 'movie',
        movie: { title: 'x', year: 2010, ids: { imdb: 'tt1375666', tmdb: 1 } },
      },
      {
        rated_at: '2024-01-02T00:00:00Z',
        rating: 7,
        type: 'show',
        show: { title: 'y', year: 2008, ids: { tmdb: 1396 } },
      },
      {
        listed_at: '2024-01-03T00:00:00Z',
        type: 'movie',
        movie: { title: 'Forrest Gump', year: 1994, ids: {} },
      },
    ];
    const { body } = await preview(owner, 'trakt.json', JSON.stringify(trakt));
    expect(body.format).toBe('trakt');
    expect(body.matched).toMatchObject([
      { id: 27205, type: 'movie', rating: 8, watchlist: false },
      { id: 1396, type: 'tv', rating: 7 },
      { id: 13, watchlist: true },
    ]);
  });

  it('refuses bad files with a clear message', async () => {
    const garbage = await preview(owner, 'x.bin', new Uint8Array([0, 1, 2, 255, 254, 0, 7]));
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatch(/not a zip, CSV or JSON/);

    const unknown = await preview(owner, 'x.csv', 'a,b\n1,2\n');
    expect(unknown.body.error).toMatch(/not a known export/);

    const malformed = await preview(
      owner,
      'ratings.csv',
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,"Inception,2010,x,4\n',
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/not a readable CSV/);

    const brokenZip = await preview(owner, 'a.zip', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]));
    expect(brokenZip.status).toBe(400);
    expect(brokenZip.body.error).toMatch(/zip/);

    const bomb = zipSync({ 'ratings.csv': new Uint8Array(6 * 1024 * 1024).fill(65) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await preview(owner, 'bomb.zip', bomb);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/zip bomb/);

    const header = 'Date,Name,Year,Letterboxd URI\n';
    const tooMany = header + '2024-01-01,A,2000,u\n'.repeat(20_001);
    const rows = await preview(owner, 'watchlist.csv', tooMany);
    expect(rows.status).toBe(400);
    expect(rows.body.error).toMatch(/20000 rows/);

    const big = await preview(owner, 'big.csv', 'x'.repeat(5 * 1024 * 1024 + 10));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/larger than 5 MB/);

    const notBase64 = await owner.post('/api/me/import/preview', {
      filename: 'a.csv',
      contentBase64: '***',
    });
    expect(notBase64.status).toBe(400);
  });

  it('writes nothing', async () => {
    expect(await json(await owner.fetch('/api/me/watchlist'))).toEqual([]);
  });
});

describe('import commit and export', () => {
  it('writes watchlist entries and ratings, idempotently', async () => {
    const items = [
      { type: 'movie', id: 27205, watchlist: true },
      { type: 'movie', id: 603, rating: 9, watchlist: true },
      { type: 'movie', id: 680, rating: 1, watchlist: false },
      { type: 'movie', id: 9425, watchlist: true },
    ];
    const first = await owner.post('/api/me/import/commit', { items });
    expect(first.status).toBe(200);
    // The rating off the watchlist means "seen": one diary entry instead of a watchlist entry.
    expect(await json<ImportCommitResult>(first)).toEqual({
      added: 3,
      rated: 2,
      watched: 1,
      unchanged: 0,
    });
    const again = await json<ImportCommitResult>(
      await owner.post('/api/me/import/commit', { items }),
    );
    expect(again).toEqual({ added: 0, rated: 0, watched: 0, unchanged: 4 });
    const ratings = await json<UserRating[]>(await owner.fetch('/api/me/ratings'));
    expect(Object.fromEntries(ratings.map((r) => [r.titleId, r.rating]))).toEqual({
      603: 9,
      680: 1,
    });
    const bad = await owner.post('/api/me/import/commit', {
      items: [{ type: 'movie', id: 603, rating: 11, watchlist: true }],
    });
    expect(bad.status).toBe(400);
  });

  it('exports JSON and CSV as downloads, and re-importing them changes nothing', async () => {
    const jsonExport = await owner.fetch('/api/me/export?format=json');
    expect(jsonExport.status).toBe(200);
    expect(jsonExport.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.json"$/,
    );
    const text = await jsonExport.text();
    const data = JSON.parse(text) as {
      watchlist: WatchlistEntry[];
      ratings: UserRating[];
      comments: unknown[];
    };
    expect(data.watchlist).toHaveLength(3);
    expect(data.ratings).toHaveLength(2);
    expect(data.comments).toEqual([]);

    const csv = await owner.fetch('/api/me/export?format=csv');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/\.csv"$/);
    const csvText = await csv.text();
    expect(csvText.split('\r\n')[0]).toBe(
      'Const,Your Rating,Date Rated,Title,Title Type,Year,TMDb Id,Type,In Watchlist,Season,Episode,Watched At,Rewatch',
    );
    expect(csvText).toContain('tt0133093,9,');

    for (const [filename, content] of [
      ['export.json', text],
      ['export.csv', csvText],
    ] as const) {
      const { body } = await preview(owner, filename, content);
      expect(body.matched).toHaveLength(4);
      expect(body.ambiguous).toEqual([]);
      const items = body.matched.map(({ type, id, rating, watchlist }) => ({
        type,
        id,
        rating,
        watchlist,
      }));
      const result = await json<ImportCommitResult>(
        await owner.post('/api/me/import/commit', { items }),
      );
      expect(result).toEqual({ added: 0, rated: 0, watched: 0, unchanged: 4 });
    }
  });

  it('keeps visitors out and each user to their own library', async () => {
    expect(
      (await visitor.post('/api/me/import/preview', { filename: 'a.csv', contentBase64: 'YQ==' }))
        .status,
    ).toBe(401);
    expect((await visitor.post('/api/me/import/commit', { items: [] })).status).toBe(401);
    expect((await visitor.fetch('/api/me/export')).status).toBe(401);
    const theirs = JSON.parse(await (await other.fetch('/api/me/export')).text()) as {
      watchlist: unknown[];
    };
    expect(theirs.watchlist).toEqual([]);
    await other.post('/api/me/import/commit', {
      items: [{ type: 'tv', id: 1396, watchlist: true }],
    });
    const mine = await json<WatchlistEntry[]>(await owner.fetch('/api/me/watchlist'));
    expect(mine.map((e) => e.titleId)).not.toContain(1396);
  });
});
