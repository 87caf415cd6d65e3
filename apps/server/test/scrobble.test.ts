import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  MapUnmatchedResult,
  ScrobbleAnswer,
  SeasonWatch,
  UnmatchedItem,
  WatchedEntry,
  WebhookAddress,
  WebhookSettings,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { emby, encode, jellyfin, plex, type Transport } from './support/scrobble-payloads';
import { startTestServer, type TestServer } from './support/test-server';

/** Media-server webhooks (issue #43): real-shaped payloads in each transport, matched offline. */
let server: TestServer;
let owner: Session;
let address: WebhookAddress;

const MATRIX = {
  kind: 'movie' as const,
  title: 'The Matrix',
  year: 1999,
  tmdb: 603,
  imdb: 'tt0133093',
};
const INCEPTION = { kind: 'movie' as const, title: 'Inception', year: 2010, imdb: 'tt1375666' };
const BREAKING_BAD = 1396;

const json = async <T>(response: Response) => (await response.json()) as T;

async function send(payload: unknown, transport: Transport, url = address.url) {
  const { body, type } = encode(payload, transport);
  return fetch(`${server.url}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
}

const diary = async () => json<WatchedEntry[]>(await owner.fetch('/api/me/diary'));
const season = async (n: number) =>
  json<SeasonWatch>(await owner.fetch(`/api/me/episodes/${BREAKING_BAD}/season/${n}`));

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('scrobble'))).session;
  address = await json<WebhookAddress>(await owner.post('/api/me/webhooks', {}));
});
afterAll(() => server.close());

describe('media-server webhooks', () => {
  it('gives a personal address and the default settings', async () => {
    expect(address.url).toMatch(/\/api\/scrobble\/[A-Za-z0-9_-]{30,}$/);
    const settings = await json<WebhookSettings>(await owner.fetch('/api/me/webhooks'));
    expect(settings).toMatchObject({ url: address.url, usernames: [], threshold: 80, recent: [] });
  });

  it('answers 404 to a wrong address and writes nothing', async () => {
    const wrong = address.url.replace(/.{6}$/, 'zzzzzz');
    const answer = await send(plex('media.scrobble', MATRIX), 'multipart', wrong);
    expect(answer.status).toBe(404);
    expect(await diary()).toEqual([]);
    expect((await json<WebhookSettings>(await owner.fetch('/api/me/webhooks'))).recent).toEqual([]);
  });

  it('answers 400 to a body none of the servers would send', async () => {
    const answer = await fetch(`${server.url}${new URL(address.url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello there',
    });
    expect(answer.status).toBe(400);
    expect((await json<{ error: string }>(answer)).error).toMatch(/Plex, Jellyfin or Emby/);
  });

  it('logs a Plex scrobble (multipart) once, though the stop reports it again', async () => {
    const first = await send(plex('media.scrobble', MATRIX, { percent: 91 }), 'multipart');
    expect(first.status).toBe(200);
    expect(await json<ScrobbleAnswer>(first)).toMatchObject({ outcome: 'watched' });
    const again = await send(plex('media.stop', MATRIX, { percent: 97 }), 'multipart');
    expect(await json<ScrobbleAnswer>(again)).toMatchObject({ outcome: 'duplicate' });
    const retried = await send(plex('media.scrobble', MATRIX, { percent: 91 }), 'multipart');
    expect(await json<ScrobbleAnswer>(retried)).toMatchObject({ outcome: 'duplicate' });
    const entries = (await diary()).filter((e) => e.titleId === 603);
    expect(entries).toHaveLength(1);
  });

  it("sets the rating from Plex's media.rate", async () => {
    const rated = await send(plex('media.rate', MATRIX, { rating: 8 }), 'multipart');
    expect(await json<ScrobbleAnswer>(rated)).toMatchObject({ outcome: 'rated' });
    const ratings = await json<{ titleId: number; rating: number }[]>(
      await owner.fetch('/api/me/ratings'),
    );
    expect(ratings.find((r) => r.titleId === 603)?.rating).toBe(8);
  });

  it("marks a Jellyfin episode (text/plain) by the episode's own TMDB id", async () => {
    const stop = jellyfin(
      'PlaybackStop',
      { kind: 'episode', show: 'Breaking Bad', season: 1, episode: 1, tmdb: 62085 },
      { percent: 97, completed: true },
    );
    const answer = await send(stop, 'text');
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({ outcome: 'watched' });
    expect((await season(1)).episodes[0]).toMatchObject({ episode: 1, plays: 1 });
  });

  it('marks both episodes of an Emby two-episode file (form data=) by show name', async () => {
    const stop = emby(
      'playback.stop',
      { kind: 'episode', show: 'Breaking Bad', season: 1, episode: 2, episodeEnd: 3 },
      { percent: 99, completed: true },
    );
    const answer = await send(stop, 'form');
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({ outcome: 'watched' });
    const marks = (await season(1)).episodes.map((e) => e.plays);
    expect(marks.slice(0, 4)).toEqual([1, 1, 1, 0]);
  });

  it('keeps a partial play in progress and logs nothing', async () => {
    const answer = await send(
      jellyfin('PlaybackStop', INCEPTION, { percent: 40, completed: false }),
      'json',
    );
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({
      outcome: 'in_progress',
      detail: '40 % watched',
    });
    expect((await diary()).some((e) => e.titleId === 27205)).toBe(false);
  });

  it("ignores other media-server users' plays once usernames are set", async () => {
    const saved = await owner.fetch('/api/me/webhooks', {
      method: 'PUT',
      json: { usernames: ['alice'], threshold: 85 },
    });
    expect(await json<WebhookSettings>(saved)).toMatchObject({
      usernames: ['alice'],
      threshold: 85,
    });
    const answer = await send(
      emby('playback.stop', INCEPTION, { user: 'bob', completed: true }),
      'json',
    );
    expect(answer.status).toBe(200);
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({ outcome: 'ignored' });
    expect((await diary()).some((e) => e.titleId === 27205)).toBe(false);
    const bad = await owner.fetch('/api/me/webhooks', { method: 'PUT', json: { threshold: 30 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('threshold');
  });

  it('sends what it cannot match to the inbox, and one choice maps the show for later', async () => {
    const unknown = { kind: 'episode' as const, show: 'Braking Bod', season: 1, episode: 4 };
    const answer = await send(plex('media.scrobble', unknown), 'multipart');
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({ outcome: 'unmatched' });
    const inbox = await json<UnmatchedItem[]>(await owner.fetch('/api/me/webhooks/unmatched'));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      kind: 'episode',
      title: 'Braking Bod',
      season: 1,
      episodes: [4],
    });
    const mapped = await owner.post(`/api/me/webhooks/unmatched/${inbox[0]!.id}`, {
      type: 'tv',
      id: BREAKING_BAD,
    });
    expect(await json<MapUnmatchedResult>(mapped)).toEqual({ resolved: 1, remaining: [] });
    expect((await season(1)).episodes[3]).toMatchObject({ episode: 4, plays: 1 });
    const later = await send(plex('media.scrobble', { ...unknown, episode: 5 }), 'multipart');
    expect(await json<ScrobbleAnswer>(later)).toMatchObject({ outcome: 'watched' });
    expect((await season(1)).episodes[4]).toMatchObject({ episode: 5, plays: 1 });
  });

  it('places a TheTVDB-numbered anime episode through the anime map', async () => {
    // Plex's legacy TheTVDB agent names the show only by its TheTVDB id (Jujutsu Kaisen).
    const jjk = {
      kind: 'episode' as const,
      show: '呪術廻戦',
      season: 1,
      episode: 3,
      showTvdb: 377543,
    };
    const answer = await send(plex('media.scrobble', jjk, { legacy: true }), 'multipart');
    expect(await json<ScrobbleAnswer>(answer)).toMatchObject({
      outcome: 'watched',
      detail: 'matched by anime map',
      target: { type: 'tv', id: 95479, season: 1, episodes: [3] },
    });
  });

  it('lists the recent events with what became of each', async () => {
    const settings = await json<WebhookSettings>(await owner.fetch('/api/me/webhooks'));
    expect(settings.recent[1]).toMatchObject({
      server: 'plex',
      event: 'media.scrobble',
      outcome: 'watched',
      target: { type: 'tv', id: BREAKING_BAD, season: 1, episodes: [5] },
    });
    expect(settings.recent.map((e) => e.outcome)).toContain('duplicate');
  });
});
