import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  Household,
  RatingPrompt,
  TitleDetails,
  TitleSummary,
  TogetherPicks,
  WatchedEntry,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let sam: Session;
let jo: Session;
let kim: Session;
let outsider: Session;
const ids: Record<string, string> = {};

const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => new Date().toISOString().slice(0, 10);

async function account(name: string) {
  const { session } = await verifiedAccount(server.url, uniqueEmail(name.toLowerCase()), name);
  ids[name] = String((await session.me())!.id);
  return session;
}

async function create(session: Session, name: string) {
  const answer = await session.post('/api/households', { name });
  expect(answer.status).toBe(201);
  return json<Household>(answer);
}

async function join(session: Session, code: string) {
  const answer = await session.post('/api/households/join', { code });
  expect(answer.status).toBe(200);
  return json<Household>(answer);
}

const del = (session: Session, path: string) => session.fetch(path, { method: 'DELETE' });

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  sam = await account('Sam');
  jo = await account('Jo');
  kim = await account('Kim');
  outsider = await account('Otto');
});
afterAll(() => server.close());

describe('households: members, ex-members and outsiders', () => {
  it('a member sees the household; an outsider, an ex-member and a visitor do not', async () => {
    const made = await create(sam, 'Flat 3');
    expect(made).toMatchObject({ name: 'Flat 3', ownerId: ids.Sam });
    expect(made.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    // Codes are typed by hand: lower case and spaces are forgiven.
    const joined = await join(jo, ` ${made.inviteCode.toLowerCase()} `);
    expect(joined.members.map((m) => m.name)).toEqual(['Sam', 'Jo']);
    expect((await join(jo, made.inviteCode)).members).toHaveLength(2);

    const seen = await jo.fetch(`/api/households/${made.id}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(await json<Household>(seen)).toMatchObject({
      id: made.id,
      members: [
        { id: ids.Sam, name: 'Sam', owner: true },
        { id: ids.Jo, name: 'Jo', owner: false },
      ],
    });
    expect((await json<Household[]>(await jo.fetch('/api/households'))).map((h) => h.id)).toEqual([
      made.id,
    ]);

    for (const path of [`/api/households/${made.id}`, `/api/households/no-such-id`]) {
      const refused = await outsider.fetch(path);
      expect(refused.status).toBe(404);
      expect(await json(refused)).toEqual({ error: 'No such household' });
    }
    expect(await json(await outsider.fetch('/api/households'))).toEqual([]);
    const pickByOutsider = await outsider.post(`/api/households/${made.id}/pick`, {});
    expect(pickByOutsider.status).toBe(404);
    const watchedByOutsider = await outsider.post(`/api/households/${made.id}/watched`, {
      type: 'movie',
      id: 550,
      date: today(),
    });
    expect(watchedByOutsider.status).toBe(404);
    expect((await new Session(server.url).fetch(`/api/households/${made.id}`)).status).toBe(401);

    // Only the owner removes someone else; a member leaves on their own.
    expect((await del(jo, `/api/households/${made.id}/members/${ids.Sam}`)).status).toBe(403);
    expect((await jo.post(`/api/households/${made.id}/invite-code`, {})).status).toBe(403);
    expect((await del(sam, `/api/households/${made.id}/members/${ids.Jo}`)).status).toBe(204);
    expect((await jo.fetch(`/api/households/${made.id}`)).status).toBe(404);
    expect((await jo.post(`/api/households/${made.id}/pick`, {})).status).toBe(404);

    // A new code locks out the old one.
    const renewed = await json<Household>(
      await sam.post(`/api/households/${made.id}/invite-code`, {}),
    );
    expect(renewed.inviteCode).not.toBe(made.inviteCode);
    const stale = await jo.post('/api/households/join', { code: made.inviteCode });
    expect(stale.status).toBe(404);
    await join(jo, renewed.inviteCode);
    await join(kim, renewed.inviteCode);

    // The owner leaving hands the household on; the last one out closes it.
    expect((await del(sam, `/api/households/${made.id}/members/${ids.Sam}`)).status).toBe(204);
    const after = await json<Household>(await jo.fetch(`/api/households/${made.id}`));
    expect(after.ownerId).toBe(ids.Jo);
    expect(after.members.map((m) => m.name)).toEqual(['Jo', 'Kim']);
    expect((await sam.fetch(`/api/households/${made.id}`)).status).toBe(404);
    expect((await del(kim, `/api/households/${made.id}/members/${ids.Kim}`)).status).toBe(204);
    expect((await del(jo, `/api/households/${made.id}/members/${ids.Jo}`)).status).toBe(204);
    expect((await jo.fetch(`/api/households/${made.id}`)).status).toBe(404);
  });

  it('names each bad field', async () => {
    const blank = await sam.post('/api/households', { name: '  ' });
    expect(blank.status).toBe(400);
    expect((await json<{ error: string }>(blank)).error).toMatch(/'name'/);
    const code = await sam.post('/api/households/join', { code: 'no!' });
    expect((await json<{ error: string }>(code)).error).toMatch(/'code'/);
    const home = await create(sam, 'Bad input');
    const runtime = await sam.post(`/api/households/${home.id}/pick`, { maxRuntime: 'short' });
    expect((await json<{ error: string }>(runtime)).error).toMatch(/'maxRuntime'/);
    // Someone from outside the household on the sofa: 400 naming the member.
    const stranger = await sam.post(`/api/households/${home.id}/pick`, {
      members: [ids.Sam, ids.Otto],
    });
    expect(stranger.status).toBe(400);
    expect(await json(stranger)).toMatchObject({
      error: "Invalid body field 'members': not a member of this household",
      details: [{ path: 'members.1', message: 'is not a member of this household' }],
    });
    const watchedStranger = await sam.post(`/api/households/${home.id}/watched`, {
      type: 'movie',
      id: 550,
      members: [ids.Otto],
      date: today(),
    });
    expect(watchedStranger.status).toBe(400);
    expect((await json<WatchedEntry[]>(await outsider.fetch('/api/me/diary'))).length).toBe(0);
  });
});

async function movies(path: string): Promise<TitleSummary[]> {
  return json<TitleSummary[]>(await sam.fetch(path));
}

describe('a pick for the sofa', () => {
  it('keeps to the rules: watchlists first, nothing watched, least misery, runtime and kind', async () => {
    const home = await create(sam, 'Pick night');
    await join(jo, home.inviteCode);
    await join(kim, home.inviteCode);
    const horror = (await movies('/api/tmdb/byGenre?genreId=27')).slice(0, 8);
    // Titles that share no genre with the horror films, so Kim's dislike stays on horror.
    const horrorGenres = new Set(horror.slice(0, 5).flatMap((h) => h.genre_ids));
    const apart = (list: TitleSummary[]) =>
      list.filter((m) => !m.genre_ids.some((g) => horrorGenres.has(g)));
    const comedies = apart(await movies('/api/tmdb/byGenre?genreId=35'));
    const [shared, samsOwn, seenByKim, ...rest] = comedies;
    // Kim hates horror (five of them rated 2) and likes dramas.
    for (const h of horror.slice(0, 5))
      await kim.post(`/api/me/watched/movie/${h.id}`, { date: '2024-01-01', rating: 2 });
    const dramas = apart(await movies('/api/tmdb/byGenre?genreId=18'));
    for (const d of dramas.slice(0, 3))
      await kim.post(`/api/me/watched/movie/${d.id}`, { date: '2024-01-01', rating: 8 });
    const feared = horror[6]!;
    await sam.fetch(`/api/me/watchlist/movie/${feared.id}`, { method: 'PUT' });
    await sam.fetch(`/api/me/watchlist/movie/${shared!.id}`, { method: 'PUT' });
    await jo.fetch(`/api/me/watchlist/movie/${shared!.id}`, { method: 'PUT' });
    await sam.fetch(`/api/me/watchlist/movie/${samsOwn!.id}`, { method: 'PUT' });
    await jo.fetch(`/api/me/watchlist/movie/${seenByKim!.id}`, { method: 'PUT' });
    await kim.post(`/api/me/watched/movie/${seenByKim!.id}`, { date: '2024-02-01' });
    for (const c of rest.slice(0, 4))
      await jo.post(`/api/me/watched/movie/${c.id}`, { date: '2024-03-01', rating: 9 });

    const answer = await sam.post(`/api/households/${home.id}/pick`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { picks, members } = await json<TogetherPicks>(answer);
    expect(members.map((m) => m.name)).toEqual(['Sam', 'Jo', 'Kim']);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks[0]).toMatchObject({ id: shared!.id, tier: 'shared-watchlist' });
    expect(picks[0]!.reasons[0]).toMatchObject({
      member: 'Sam and Jo',
      text: "On Sam's and Jo's watchlists",
    });
    expect(picks[0]!.reasons.map((r) => r.member)).toContain('Kim');
    expect(picks[1]).toMatchObject({ id: samsOwn!.id, tier: 'watchlist' });
    const keys = picks.map((p) => `${p.type}:${p.id}`);
    // Kim watched it; Jo rated these; all out.
    for (const gone of [seenByKim!, ...rest.slice(0, 4)])
      expect(keys).not.toContain(`movie:${gone.id}`);
    // On Sam's watchlist, but Kim would hate it: below every title nobody is set to hate.
    const fearedAt = keys.indexOf(`movie:${feared.id}`);
    expect(fearedAt === -1 || fearedAt >= 3).toBe(true);
    expect(picks[0]!.predicted[ids.Kim!]).toBeGreaterThan(picks[0]!.score - 0.01);

    // Without Kim on the sofa, Kim's diary no longer counts.
    const noKim = await json<TogetherPicks>(
      await sam.post(`/api/households/${home.id}/pick`, { members: [ids.Sam, ids.Jo] }),
    );
    expect(noKim.picks.slice(0, 3).map((p) => p.id)).toContain(seenByKim!.id);

    const short = await json<TogetherPicks>(
      await sam.post(`/api/households/${home.id}/pick`, { maxRuntime: 95, type: 'movie' }),
    );
    expect(short.picks.length).toBeGreaterThanOrEqual(3);
    for (const p of short.picks) {
      expect(p.type).toBe('movie');
      expect(p.runtime).not.toBeNull();
      expect(p.runtime!).toBeLessThanOrEqual(95);
      const details = await json<TitleDetails>(await sam.fetch(`/api/tmdb/movie/${p.id}`));
      expect(details.runtime).toBe(p.runtime);
    }
    const shows = await json<TogetherPicks>(
      await sam.post(`/api/households/${home.id}/pick`, { type: 'tv', maxRuntime: 45 }),
    );
    expect(shows.picks.length).toBeGreaterThanOrEqual(3);
    for (const p of shows.picks) {
      expect(p.type).toBe('tv');
      expect(p.runtime!).toBeLessThanOrEqual(45);
    }
  });

  it('"We watched it" logs each present member\'s own entry, asks them to rate it, and the next pick leaves it out', async () => {
    const home = await create(jo, 'Sofa club');
    await join(kim, home.inviteCode);
    await join(sam, home.inviteCode);
    const first = (await json<TogetherPicks>(await jo.post(`/api/households/${home.id}/pick`, {})))
      .picks[0]!;
    const logged = await jo.post(`/api/households/${home.id}/watched`, {
      type: first.type,
      id: first.id,
      members: [ids.Jo, ids.Kim],
      date: '2024-05-01',
    });
    expect(logged.status).toBe(201);
    expect(logged.headers.get('cache-control')).toBe('private, no-store');
    const { logged: entries } = await json<{ logged: { memberId: string; entryId: string }[] }>(
      logged,
    );
    expect(entries.map((e) => e.memberId)).toEqual([ids.Jo, ids.Kim]);
    for (const session of [jo, kim]) {
      const diary = await json<WatchedEntry[]>(await session.fetch('/api/me/diary'));
      const entry = diary.find((e) => e.titleId === first.id && e.date === '2024-05-01');
      expect(entry).toBeDefined();
      const prompts = await json<RatingPrompt[]>(await session.fetch('/api/me/rating-prompts'));
      expect(prompts[0]).toMatchObject({
        type: first.type,
        id: first.id,
        title: first.title,
        householdName: 'Sofa club',
      });
    }
    // Sam was not on the sofa: no entry, no prompt.
    const samsDiary = await json<WatchedEntry[]>(await sam.fetch('/api/me/diary'));
    expect(samsDiary.some((e) => e.titleId === first.id && e.date === '2024-05-01')).toBe(false);
    expect(
      (await json<RatingPrompt[]>(await sam.fetch('/api/me/rating-prompts'))).some(
        (p) => p.id === first.id,
      ),
    ).toBe(false);
    // The entry is Kim's own: Kim may delete it; Jo may not.
    const kimsEntry = entries.find((e) => e.memberId === ids.Kim)!.entryId;
    expect((await del(jo, `/api/me/diary/${kimsEntry}`)).status).toBe(404);

    // Rating it answers the prompt; "not now" dismisses it.
    expect(
      (
        await jo.fetch(`/api/me/ratings/${first.type}/${first.id}`, {
          method: 'PUT',
          json: { rating: 8 },
        })
      ).status,
    ).toBe(200);
    expect(await json(await jo.fetch('/api/me/rating-prompts'))).toEqual([]);
    expect((await del(kim, `/api/me/rating-prompts/${first.type}/${first.id}`)).status).toBe(204);
    expect(await json(await kim.fetch('/api/me/rating-prompts'))).toEqual([]);

    // Left out of later picks, even with Sam alone on the sofa and rewatches allowed.
    // (Sam asks for the pick with himself alone: a member picks only for a group he is in.)
    for (const [session, body] of [
      [jo, {}],
      [sam, { members: [ids.Sam], rewatch: true }],
    ] as const) {
      const next = await json<TogetherPicks>(
        await session.post(`/api/households/${home.id}/pick`, body),
      );
      expect(next.picks.map((p) => `${p.type}:${p.id}`)).not.toContain(`${first.type}:${first.id}`);
    }
    const unknown = await jo.post(`/api/households/${home.id}/watched`, {
      type: 'movie',
      id: 2_147_483_000,
      date: today(),
    });
    expect(unknown.status).toBe(404);
  });
});
