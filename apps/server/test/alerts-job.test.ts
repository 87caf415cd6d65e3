import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlertJobResponse, AlertSettings, AlertWebhookBody } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { startAlertReceivers, type AlertReceivers } from './support/alert-receivers';
import { fakeTmdbAlerts } from './support/fake-tmdb-alerts';
import { FAKE_WATCH } from './support/fake-tmdb-watch';
import { FAKE_KEYS, startFakeTmdb, type FakeUpstream } from './support/fake-upstreams';
import { type Session, uniqueEmail } from './support/mail-session';
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from './support/test-server';

/**
 * The alerts job (issue #44) on two instances sharing one database (and Redis when REDIS_URL is
 * set), against a fake TMDB whose seasons and providers change between runs and local capture
 * servers for the channels. The clock is the servers' own, moved by the test.
 */
const SEVERANCE = 95396;
const NIGHT_AGENT = 129552;
const HOUSE_OF_THE_DRAGON = 94997;
const LAST_OF_US = 100088;
const THE_BOYS = 76479;
const WEDNESDAY = 119051;
const SQUID_GAME = 93405;
const THE_BEAR = 136315;
const INCEPTION = 27205;
const ADMIN = uniqueEmail('alerts-admin');

const tmdb = fakeTmdbAlerts();
let fake: FakeUpstream;
let receivers: AlertReceivers;
let storage: TestStorage;
let first: TestServer;
let second: TestServer;
let admin: Session;

let clock = new Date('2027-03-01T09:00:00Z');
const setClock = (iso: string) => {
  clock = new Date(iso);
  for (const server of [first, second]) server.ctx.clock.now = () => clock;
};
const day = (offset: number) =>
  new Date(clock.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  fake = await startFakeTmdb(0, tmdb);
  receivers = await startAlertReceivers();
  storage = await createTestStorage();
  const env = {
    TMDB_IMAGE_BASE_URL: 'off',
    TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
    TMDB_BASE_URL: fake.baseUrl,
    TV_REFRESH_CHECK_MINUTES: '1440',
    ADMIN_EMAILS: ADMIN,
    // The capture servers listen on loopback.
    ALERTS_ALLOW_PRIVATE_URLS: 'true',
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `uw-test-alerts-${Date.now()}:` }
      : {}),
  };
  first = await startTestServer(env, { storage });
  second = await startTestServer(env, { storage });
  setClock(clock.toISOString());
  admin = (await verifiedAccount(first.url, ADMIN)).session;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await storage?.drop();
  await fake?.close();
  await receivers?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const runJob = async (server: TestServer = first) => {
  const response = await admin.fetch(`${server.url}/api/admin/jobs/alerts`, { method: 'POST' });
  expect(response.status).toBe(200);
  return json<AlertJobResponse>(response);
};
/** What a day brings: TMDB's news reach the catalogue through the daily TV refresh. */
const nextDay = async (iso: string) => {
  setClock(iso);
  await first.ctx.tvRefresh!.runToday();
};
const person = async (prefix: string) =>
  (await verifiedAccount(first.url, uniqueEmail(prefix))).session;
const saveAlerts = async (session: Session, body: object) => {
  const response = await session.fetch('/api/me/alerts', { method: 'PUT', json: body });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AlertSettings>(response);
};
const webhookTo = (path: string) => ({ type: 'webhook', url: `${receivers.url}${path}` });
const bodies = (path: string) =>
  receivers.at(path).map((r) => JSON.parse(r.body) as AlertWebhookBody);
const setStatus = (session: Session, showId: number, status: string) =>
  session.fetch(`/api/me/shows/${showId}/status`, { method: 'PUT', json: { status } });
/** Every season the catalogue lists now, watched: the person is caught up. */
const watchAll = async (session: Session, showId: number) => {
  const show = await json<{ seasons: { season_number: number; episode_count: number }[] }>(
    await session.fetch(`/api/tmdb/tv/${showId}`),
  );
  for (const { season_number: season, episode_count } of show.seasons)
    if (season >= 1 && episode_count > 0)
      expect((await session.post('/api/me/episodes', { showId, season })).status).toBe(200);
};
const episodes = (from: number, to: number, air_date: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    episode_number: from + i,
    name: `Chapter ${from + i}`,
    air_date,
  }));

describe('the alerts job', () => {
  it('announces each new episode of a show I watch once, a season dropped at once as one alert, on two instances', async () => {
    const viewer = await person('alerts-episodes');
    await watchAll(viewer, SEVERANCE);
    expect((await setStatus(viewer, NIGHT_AGENT, 'watching')).status).toBe(200);
    expect((await setStatus(viewer, HOUSE_OF_THE_DRAGON, 'paused')).status).toBe(200);
    expect((await setStatus(viewer, LAST_OF_US, 'dropped')).status).toBe(200);
    await saveAlerts(viewer, {
      channels: [webhookTo('/hooks/episodes')],
      events: { newEpisode: true, onMyServices: false },
      digest: 'off',
    });
    expect(await runJob()).toEqual({ sent: 0, skipped: 0 });

    tmdb.announceSeason(SEVERANCE, 3, [
      { episode_number: 1, name: 'Cold Harbor Again', air_date: day(1) },
      { episode_number: 2, name: 'Lumon Returns', air_date: day(8) },
    ]);
    tmdb.announceSeason(NIGHT_AGENT, 3, episodes(1, 8, day(1)));
    for (const show of [HOUSE_OF_THE_DRAGON, LAST_OF_US])
      tmdb.announceSeason(show, 9, episodes(1, 3, day(1)));
    await nextDay('2027-03-02T08:00:00Z');

    // Both instances at once: each alert goes out once.
    const [a, b] = await Promise.all([runJob(first), runJob(second)]);
    expect(a.sent + b.sent).toBe(2);
    const sent = bodies('/hooks/episodes');
    expect(sent.map((s) => s.title).sort()).toEqual([
      'New episode: Severance S03E01',
      'New episodes: The Night Agent season 3',
    ]);
    expect(sent.find((s) => s.title.startsWith('New episodes'))).toMatchObject({
      event: 'newEpisode',
      message: '8 episodes are out (episodes 1–8).',
      url: `${first.ctx.publicOrigin}/tv/${NIGHT_AGENT}/season/3`,
    });

    // Run again, on either instance, or after a restart of the schedule: nothing twice.
    expect(await runJob(second)).toEqual({ sent: 0, skipped: 2 });
    expect(receivers.at('/hooks/episodes')).toHaveLength(2);

    // The next episode airs a week later: one more alert.
    await nextDay(`${day(7)}T10:00:00Z`);
    expect((await runJob()).sent).toBe(1);
    expect(bodies('/hooks/episodes').at(-1)?.title).toBe('New episode: Severance S03E02');
  });

  it("counts an episode as aired from its air day in the person's time zone", async () => {
    setClock('2027-04-01T12:00:00Z');
    const kiribati = await person('alerts-tz');
    await watchAll(kiribati, THE_BOYS);
    await saveAlerts(kiribati, {
      channels: [webhookTo('/hooks/tz')],
      events: { newEpisode: true, onMyServices: false },
      digest: 'off',
      timeZone: 'Pacific/Kiritimati',
    });
    tmdb.announceSeason(THE_BOYS, 9, [{ episode_number: 1, name: 'Dawn', air_date: '2027-04-03' }]);
    // 2027-04-02T11:00Z is already April 3 on Kiritimati (UTC+14), not yet in UTC.
    await nextDay('2027-04-02T11:00:00Z');
    await runJob();
    expect(bodies('/hooks/tz').map((b) => b.title)).toEqual(['New episode: The Boys S09E01']);
  });

  it('tells when a watchlist title arrives on one of my services in my country, once', async () => {
    const viewer = await person('alerts-services');
    tmdb.setProviders('movie', INCEPTION, { US: { flatrate: [FAKE_WATCH.hulu] } });
    expect(
      (await viewer.fetch(`/api/me/watchlist/movie/${INCEPTION}`, { method: 'PUT' })).status,
    ).toBe(200);
    expect(
      (
        await viewer.fetch('/api/me/services', {
          method: 'PUT',
          json: { region: 'US', services: [8, 15] },
        })
      ).status,
    ).toBe(200);
    await saveAlerts(viewer, {
      channels: [webhookTo('/hooks/services')],
      events: { newEpisode: false, onMyServices: true },
      digest: 'off',
    });
    setClock('2027-05-01T09:00:00Z');
    // The first look notes where it is: nothing new yet.
    await runJob();
    expect(receivers.at('/hooks/services')).toEqual([]);

    tmdb.setProviders('movie', INCEPTION, {
      US: { flatrate: [FAKE_WATCH.hulu, FAKE_WATCH.netflix] },
      GB: { flatrate: [FAKE_WATCH.prime] },
    });
    setClock('2027-05-02T09:00:00Z');
    await runJob(second);
    expect(bodies('/hooks/services')).toEqual([
      expect.objectContaining({
        event: 'onMyServices',
        title: 'Now on Netflix: Inception',
        message: 'Inception from your watchlist is now on Netflix in US.',
        url: `${first.ctx.publicOrigin}/movie/${INCEPTION}`,
      }),
    ]);
    setClock('2027-05-03T09:00:00Z');
    await runJob();
    expect(receivers.at('/hooks/services')).toHaveLength(1);
    // Only this person's channel heard of it.
    const elsewhere = receivers.received.filter((r) => r.path !== '/hooks/services');
    expect(elsewhere.some((r) => r.body.includes('Inception'))).toBe(false);
  });

  it('retries a failing channel with back-off, shows the failure, then pauses it after days', async () => {
    setClock('2027-06-01T09:00:00Z');
    const viewer = await person('alerts-failing');
    await watchAll(viewer, WEDNESDAY);
    receivers.failing.set('/ntfy/broken', 401);
    await saveAlerts(viewer, {
      channels: [{ type: 'ntfy', url: `${receivers.url}/ntfy/broken` }],
      events: { newEpisode: true, onMyServices: false },
      digest: 'off',
    });
    tmdb.announceSeason(WEDNESDAY, 9, [{ episode_number: 1, name: 'Four', air_date: day(1) }]);
    await nextDay('2027-06-02T09:00:00Z');
    await runJob();
    const last = async () =>
      (await json<AlertSettings>(await viewer.fetch('/api/me/alerts'))).deliveries[0];
    expect(await last()).toMatchObject({
      status: 'pending',
      error: 'ntfy failed 1 time: 401; trying again',
    });
    // Not due yet: nothing is sent.
    await runJob();
    expect(receivers.at('/ntfy/broken')).toHaveLength(1);
    setClock('2027-06-02T09:01:30Z');
    await runJob();
    setClock('2027-06-02T09:12:00Z');
    await runJob();
    expect(receivers.at('/ntfy/broken')).toHaveLength(3);
    expect(await last()).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'ntfy failed 3 times: 401',
    });

    tmdb.announceSeason(WEDNESDAY, 9, [
      { episode_number: 1, name: 'Four', air_date: '2027-06-02' },
      { episode_number: 2, name: 'Five', air_date: '2027-06-06' },
    ]);
    await nextDay('2027-06-06T09:00:00Z');
    await runJob();
    const settings = await json<AlertSettings>(await viewer.fetch('/api/me/alerts'));
    expect(settings.channels[0]?.notice).toBe(
      'Paused on 2027-06-06: it has failed since 2027-06-02. Send a test or save it again to resume.',
    );
    expect(receivers.at('/ntfy/broken')).toHaveLength(4);
  });

  it('sends the day’s alerts in one digest at the digest hour', async () => {
    setClock('2027-07-01T09:00:00Z');
    const viewer = await person('alerts-digest');
    const secret = (
      await saveAlerts(viewer, {
        channels: [webhookTo('/hooks/digest')],
        events: { newEpisode: true, onMyServices: false },
        digest: 'daily',
        digestHour: 20,
      })
    ).channels[0]?.secret;
    await watchAll(viewer, SQUID_GAME);
    await watchAll(viewer, THE_BEAR);
    tmdb.announceSeason(SQUID_GAME, 9, [{ episode_number: 1, name: 'Five', air_date: day(1) }]);
    tmdb.announceSeason(THE_BEAR, 9, [{ episode_number: 1, name: 'Four', air_date: day(1) }]);
    await nextDay('2027-07-02T10:00:00Z');
    await runJob();
    expect(receivers.at('/hooks/digest')).toEqual([]);
    setClock('2027-07-02T19:59:00Z');
    await runJob();
    expect(receivers.at('/hooks/digest')).toEqual([]);
    setClock('2027-07-02T20:00:00Z');
    await Promise.all([runJob(first), runJob(second)]);
    expect(receivers.at('/hooks/digest')).toHaveLength(1);
    const [digest] = receivers.at('/hooks/digest');
    const expected = crypto.createHmac('sha256', secret!).update(digest!.body).digest('hex');
    expect(digest!.headers['x-unclewatch-signature']).toBe(`sha256=${expected}`);
    const body = JSON.parse(digest!.body) as AlertWebhookBody;
    expect(body).toMatchObject({ event: 'digest', title: 'UncleWatch: 2 alerts today' });
    expect(body.items.map((i) => i.title).sort()).toEqual([
      'New episode: Squid Game S09E01',
      'New episode: The Bear S09E01',
    ]);
  });
});
