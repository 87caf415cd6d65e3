import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InProgress, ScrobbleAnswer, WatchedEntry, WebhookAddress } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { emby, encode, jellyfin, plex, type Transport } from './support/scrobble-payloads';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Partial plays are shown "in progress" until the title is watched (issue #43), and one play
 * reported by two media servers is one viewing.
 */
let server: TestServer;
let owner: Session;
let address: WebhookAddress;

const INCEPTION = { kind: 'movie' as const, title: 'Inception', year: 2010, imdb: 'tt1375666' };
const DARK_KNIGHT = { kind: 'movie' as const, title: 'The Dark Knight', year: 2008, tmdb: 155 };
const BB = (episode: number) => ({
  kind: 'episode' as const,
  show: 'Breaking Bad',
  season: 1,
  episode,
});

const json = async <T>(response: Response) => (await response.json()) as T;

async function send(payload: unknown, transport: Transport) {
  const { body, type } = encode(payload, transport);
  const response = await fetch(`${server.url}${new URL(address.url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  return json<ScrobbleAnswer>(response);
}
const inProgress = async (session = owner) =>
  (await json<InProgress>(await session.fetch('/api/me/in-progress'))).items;
const diary = async () => json<WatchedEntry[]>(await owner.fetch('/api/me/diary'));

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('in-progress'))).session;
  address = await json<WebhookAddress>(await owner.post('/api/me/webhooks', {}));
});
afterAll(() => server.close());

describe('plays in progress', () => {
  it('lists a partial film and a partial episode, newest first, for their owner only', async () => {
    expect(await inProgress()).toEqual([]);
    const film = await send(
      jellyfin('PlaybackStop', INCEPTION, { percent: 42, completed: false }),
      'json',
    );
    expect(film).toMatchObject({ outcome: 'in_progress' });
    const episode = await send(plex('media.stop', BB(2), { percent: 30 }), 'multipart');
    expect(episode).toMatchObject({ outcome: 'in_progress' });

    const items = await inProgress();
    expect(items.map((i) => i.type)).toEqual(['tv', 'movie']);
    expect(items.find((i) => i.type === 'movie')).toMatchObject({
      id: 27205,
      season: null,
      episode: null,
      percent: 42,
    });
    expect(items.find((i) => i.type === 'tv')).toMatchObject({
      id: 1396,
      season: 1,
      episode: 2,
      percent: 30,
    });

    const other = (await verifiedAccount(server.url, uniqueEmail('in-progress-other'))).session;
    expect(await inProgress(other)).toEqual([]);
    expect((await fetch(`${server.url}/api/me/in-progress`)).status).toBe(401);
  });

  it('drops an episode from the list once it is marked watched by hand', async () => {
    const marked = await owner.post('/api/me/episodes', { showId: 1396, season: 1, episode: 2 });
    expect(marked.status).toBe(200);
    expect((await inProgress()).map((i) => i.type)).toEqual(['movie']);
  });

  it('drops a film once a later play finishes it, logged once', async () => {
    const done = await send(
      emby('playback.stop', INCEPTION, { percent: 96, completed: true }),
      'json',
    );
    expect(done).toMatchObject({ outcome: 'watched' });
    expect(await inProgress()).toEqual([]);
    expect((await diary()).filter((e) => e.titleId === 27205)).toHaveLength(1);
  });

  it('counts one play reported by two media servers once', async () => {
    const fromPlex = await send(plex('media.scrobble', DARK_KNIGHT, { percent: 92 }), 'multipart');
    expect(fromPlex).toMatchObject({ outcome: 'watched' });
    const fromJellyfin = await send(
      jellyfin('PlaybackStop', DARK_KNIGHT, { percent: 98, completed: true }),
      'text',
    );
    expect(fromJellyfin).toMatchObject({ outcome: 'duplicate' });
    expect((await diary()).filter((e) => e.titleId === 155)).toHaveLength(1);

    const emby3 = await send(
      emby('playback.stop', BB(3), { percent: 99, completed: true }),
      'form',
    );
    expect(emby3).toMatchObject({ outcome: 'watched' });
    const plex3 = await send(plex('media.scrobble', BB(3), { percent: 95 }), 'multipart');
    expect(plex3).toMatchObject({ outcome: 'duplicate' });
    const season = await json<{ episodes: { episode: number; plays: number }[] }>(
      await owner.fetch('/api/me/episodes/1396/season/1'),
    );
    expect(season.episodes.find((e) => e.episode === 3)?.plays).toBe(1);
  });
});
