import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  Comment,
  Person,
  TitleDetails,
  TitlePage,
  UnclePick,
  UserRating,
  WatchlistEntry,
} from '@unclewatch/core';

import { openDatabase } from '../src/db/database';
import { RENAMES_APPLIED_KEY } from '../src/db/repositories/title-renames';
import { verifiedAccount } from './support/accounts';
import {
  fixtureMovie,
  fixturePerson,
  fixtureTv,
  writeFixtureSnapshot,
} from './support/fixture-snapshot';
import { GOOD_PASSWORD, Session, uniqueEmail } from './support/mail-session';
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from './support/test-server';

/**
 * An upgrade: a database filled under a snapshot where a show, a movie and a person had own
 * ids, then the server restarted on a snapshot that gave them TMDB ids (its alias table).
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const OLD_SHOW = 900_000_123;
const NEW_SHOW = 5001;
const OLD_MOVIE = 900_000_200;
const NEW_MOVIE = 6001;
const OLD_PERSON = 900_000_300;
const NEW_PERSON = 7001;
const ADMIN = 'catalog-ids-admin@example.com';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-catalog-ids-'));
const before = writeFixtureSnapshot(dir, 'before.json.gz', {
  movies: [fixtureMovie(NEW_MOVIE, 'Same Film'), fixtureMovie(OLD_MOVIE, 'Same Film')],
  tv: [fixtureTv(NEW_SHOW, 'Harbour Lights'), fixtureTv(OLD_SHOW, 'Harbour Lights')],
  people: [fixturePerson(OLD_PERSON, 'Robin Vale')],
});
const after = writeFixtureSnapshot(dir, 'after.json.gz', {
  movies: [fixtureMovie(NEW_MOVIE, 'Same Film')],
  tv: [fixtureTv(NEW_SHOW, 'Harbour Lights')],
  people: [fixturePerson(NEW_PERSON, 'Robin Vale')],
  aliases: {
    movie: [{ from: OLD_MOVIE, to: NEW_MOVIE }],
    tv: [{ from: OLD_SHOW, to: NEW_SHOW }],
    person: [{ from: OLD_PERSON, to: NEW_PERSON }],
  },
});

let storage: TestStorage;
let server: TestServer;
const email = uniqueEmail();
const json = async <T>(response: Response) => (await response.json()) as T;

/** So two writes in a row get different timestamps and "newest" is well defined. */
async function nextMillisecond() {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * The first server ran migration 007 with no renames; make the database one from before 007
 * so the upgrade runs the migration itself (rather than the start-up re-check).
 */
async function forgetMigration007(storage: TestStorage) {
  const { db, close } = openDatabase(storage);
  await sql`delete from kysely_migration where name = '007-catalog-ids'`.execute(db);
  await db.deleteFrom('app_meta').where('key', '=', RENAMES_APPLIED_KEY).execute();
  await close();
}

async function signIn(url: string, address: string) {
  const session = new Session(url);
  const answer = await session.post('/api/auth/sign-in/email', {
    email: address,
    password: GOOD_PASSWORD,
  });
  expect(answer.status).toBe(200);
  return session;
}

beforeAll(async () => {
  storage = await createTestStorage();
  const env = { ADMIN_EMAILS: ADMIN, TMDB_IMAGE_BASE_URL: 'off' };
  const old = await startTestServer({ ...env, CATALOG_PATH: before }, { storage });
  const { session: user } = await verifiedAccount(old.url, email);
  const { session: admin } = await verifiedAccount(old.url, ADMIN);
  const put = (p: string, body?: unknown) =>
    user.fetch(p, { method: 'PUT', ...(body ? { json: body } : {}) });
  const ok = (response: Response) => expect(response.ok).toBe(true);
  ok(await put(`/api/me/watchlist/tv/${OLD_SHOW}`));
  ok(await put(`/api/me/watchlist/tv/${NEW_SHOW}`));
  ok(await put(`/api/me/watchlist/movie/${NEW_MOVIE}`));
  ok(await put(`/api/me/watchlist/movie/${OLD_MOVIE}`));
  // Show: the rating on the new id is the newest. Movie: the one on the old id is.
  ok(await put(`/api/me/ratings/tv/${OLD_SHOW}`, { rating: 8 }));
  await nextMillisecond();
  ok(await put(`/api/me/ratings/tv/${NEW_SHOW}`, { rating: 4 }));
  ok(await put(`/api/me/ratings/movie/${NEW_MOVIE}`, { rating: 3 }));
  await nextMillisecond();
  ok(await put(`/api/me/ratings/movie/${OLD_MOVIE}`, { rating: 9 }));
  ok(
    await user.fetch(`/api/comments/tv/${OLD_SHOW}`, {
      method: 'POST',
      json: { comment: 'Still the best harbour drama.' },
    }),
  );
  ok(await admin.post('/api/recommend/add', { id: OLD_SHOW, type: 'tv' }));
  ok(await user.post(`/api/me/watched/tv/${OLD_SHOW}`, { date: '2026-01-02' }));
  await old.close();
  await forgetMigration007(storage);
  server = await startTestServer({ ...env, CATALOG_PATH: after }, { storage });
});

afterAll(async () => {
  await server?.close();
  await storage?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('ids renamed by the snapshot (migration 007)', () => {
  it("keeps the user's watchlist on the new ids, once each", async () => {
    const user = await signIn(server.url, email);
    const list = await json<WatchlistEntry[]>(await user.fetch('/api/me/watchlist'));
    expect(list.map((e) => `${e.type}:${e.titleId}`).sort()).toEqual([
      `movie:${NEW_MOVIE}`,
      `tv:${NEW_SHOW}`,
    ]);
    expect(list.find((e) => e.type === 'tv')).toMatchObject({ tvId: `${NEW_SHOW}_tv` });
    expect(await json(await user.fetch(`/api/me/watchlist/tv/${NEW_SHOW}`))).toMatchObject({
      saved: true,
    });
  });

  it("keeps the user's newest rating where both ids were rated", async () => {
    const user = await signIn(server.url, email);
    const ratings = await json<UserRating[]>(await user.fetch('/api/me/ratings'));
    expect(ratings.map((r) => [r.type, r.titleId, r.rating]).sort()).toEqual([
      ['movie', NEW_MOVIE, 9],
      ['tv', NEW_SHOW, 4],
    ]);
  });

  it('moves diary entries to the new id', async () => {
    const user = await signIn(server.url, email);
    const status = await json<{ entries: { titleId: number; date: string }[] }>(
      await user.fetch(`/api/me/watched/tv/${NEW_SHOW}`),
    );
    expect(status.entries.map((e) => [e.titleId, e.date])).toEqual([[NEW_SHOW, '2026-01-02']]);
  });

  it('moves comments and picks to the new id', async () => {
    const comments = await json<Comment[]>(
      await fetch(`${server.url}/api/comments/tv/${NEW_SHOW}`),
    );
    expect(comments.map((c) => c.comment)).toEqual(['Still the best harbour drama.']);
    const picks = await json<UnclePick[]>(await fetch(`${server.url}/api/recommend/all`));
    expect(picks.map((p) => p.id)).toEqual([`tv_${NEW_SHOW}`]);
    expect(picks[0]).toMatchObject({ tmdbId: NEW_SHOW, title: 'Harbour Lights' });
  });

  it('answers old ids in the API with the title or person under its new id', async () => {
    const details = await fetch(`${server.url}/api/tmdb/tv/${OLD_SHOW}`);
    expect(details.status).toBe(200);
    expect(await json<TitleDetails>(details)).toMatchObject({
      id: NEW_SHOW,
      name: 'Harbour Lights',
    });
    const page = await json<TitlePage>(await fetch(`${server.url}/api/titles/movie/${OLD_MOVIE}`));
    expect(page.details.id).toBe(NEW_MOVIE);
    const person = await fetch(`${server.url}/api/tmdb/person/${OLD_PERSON}`);
    expect(await json<Person>(person)).toMatchObject({ id: NEW_PERSON, name: 'Robin Vale' });
  });

  it('files what a user adds under an old id on the new one', async () => {
    const user = await signIn(server.url, email);
    const again = await user.fetch(`/api/me/watchlist/tv/${OLD_SHOW}`, { method: 'PUT' });
    expect(await json<WatchlistEntry>(again)).toMatchObject({ titleId: NEW_SHOW });
    const list = await json<WatchlistEntry[]>(await user.fetch('/api/me/watchlist'));
    expect(list).toHaveLength(2);
  });
});
