import crypto from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  AlertSettings,
  AlertTestResponse,
  AlertWebhookBody,
  ApiError,
} from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { startAlertReceivers, type AlertReceivers } from './support/alert-receivers';
import { latestMail, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Alert channels (issue #44) offline: the settings, the test to each channel as each receiver
 * gets it (headers, bodies, the webhook's signature), mail through the outbox, private
 * addresses refused unless the operator allows them, and the admins' "run now".
 */
let receivers: AlertReceivers;
let lan: TestServer;
let strict: TestServer;
let owner: Session;
let email: string;
/** The webhook's secret, as the answer that created it showed it. */
let webhookSecret: string;

beforeAll(async () => {
  receivers = await startAlertReceivers();
  // A server whose operator allows private addresses (a LAN ntfy), and one with the default.
  lan = await startTestServer({ ALERTS_ALLOW_PRIVATE_URLS: 'true' });
  strict = await startTestServer({});
  email = uniqueEmail('alerts-owner');
  owner = (await verifiedAccount(lan.url, email)).session;
});
afterAll(async () => {
  await Promise.all([lan?.close(), strict?.close()]);
  await receivers?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const put = (session: Session, body: unknown) =>
  session.fetch('/api/me/alerts', { method: 'PUT', json: body });
const everyChannel = () => ({
  channels: [
    { type: 'ntfy', url: receivers.url, topic: 'uncle-tv', token: 'tk_ntfy' },
    { type: 'gotify', url: `${receivers.url}/gotify/`, token: 'gotify-app-token' },
    { type: 'webhook', url: `${receivers.url}/hooks/mine` },
    { type: 'email' },
    { type: 'apprise', url: `${receivers.url}/notify/uncle`, token: 'mailto://me@example.com' },
  ],
  events: { newEpisode: true, onMyServices: true },
  digest: 'off',
});

describe('alert settings', () => {
  it('starts empty, saves every kind of channel, and shows a webhook secret only once', async () => {
    const empty = await json<AlertSettings>(await owner.fetch('/api/me/alerts'));
    expect(empty).toMatchObject({
      channels: [],
      events: { newEpisode: false, onMyServices: false },
      digest: 'off',
      timeZone: 'UTC',
      deliveries: [],
    });
    // Offline: the page says what these alerts need.
    expect(empty.notes.newEpisode).toContain('New-episode alerts need a TMDB key.');
    expect(empty.notes.onMyServices).toContain('This alert needs a TMDB key');

    const saved = await put(owner, everyChannel());
    expect(saved.status).toBe(200);
    const answer = await json<AlertSettings>(saved);
    expect(answer.channels.map((c) => c.type)).toEqual([
      'ntfy',
      'gotify',
      'webhook',
      'email',
      'apprise',
    ]);
    const webhook = answer.channels[2]!;
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(answer.channels.filter((c) => c.secret)).toHaveLength(1);

    const read = await owner.fetch('/api/me/alerts');
    const text = await read.text();
    expect(text).not.toContain(webhook.secret!);
    expect(text).not.toContain('gotify-app-token');
    const again = JSON.parse(text) as AlertSettings;
    expect(again.channels[1]).toMatchObject({ type: 'gotify', hasToken: true });

    // Saved back as read (ids, no tokens): the secret and the tokens stay, no new secret shown.
    const resaved = await json<AlertSettings>(
      await put(owner, {
        ...everyChannel(),
        channels: again.channels.map(({ id, type, url, topic }) => ({ id, type, url, topic })),
        digest: 'daily',
        digestHour: 7,
        timeZone: 'Europe/Paris',
      }),
    );
    expect(resaved.channels.some((c) => c.secret)).toBe(false);
    expect(resaved).toMatchObject({ digest: 'daily', digestHour: 7, timeZone: 'Europe/Paris' });
    expect(resaved.channels.map((c) => c.id)).toEqual(again.channels.map((c) => c.id));
    webhookSecret = webhook.secret!;
  });

  it('refuses bad settings with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...everyChannel(), digest: 'daily' }, 'digestHour'],
      [{ ...everyChannel(), digest: 'weekly' }, 'digest'],
      [
        { ...everyChannel(), channels: [{ type: 'pigeon', url: 'https://x.example' }] },
        'channels.0.type',
      ],
      [
        { ...everyChannel(), channels: [{ type: 'gotify', url: 'https://g.example' }] },
        'channels.0.token',
      ],
      [{ ...everyChannel(), channels: [{ type: 'ntfy' }] }, 'channels.0.url'],
      [
        { ...everyChannel(), channels: [{ type: 'webhook', url: 'ftp://x.example/' }] },
        'channels.0.url',
      ],
      [{ ...everyChannel(), timeZone: 'Mars/Olympus' }, 'timeZone'],
    ];
    for (const [body, path] of cases) {
      const response = await put(owner, body);
      expect(response.status, path).toBe(400);
      const error = await json<ApiError>(response);
      expect(
        error.details?.map((d) => d.path),
        path,
      ).toContain(path);
    }
    expect((await new Session(lan.url).fetch('/api/me/alerts')).status).toBe(401);
  });
});

describe('a test alert to each channel', () => {
  it('reaches each receiver in its own format, signed for the webhook', async () => {
    await put(owner, {
      ...everyChannel(),
      channels: (await json<AlertSettings>(await owner.fetch('/api/me/alerts'))).channels.map(
        ({ id, type, url, topic }) => ({ id, type, url, topic }),
      ),
    });
    receivers.clear();
    const response = await owner.fetch('/api/me/alerts/test', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await json<AlertTestResponse>(response)).toEqual({
      results: [
        { type: 'ntfy', ok: true, status: 200 },
        { type: 'gotify', ok: true, status: 200 },
        { type: 'webhook', ok: true, status: 200 },
        { type: 'email', ok: true, status: 200 },
        { type: 'apprise', ok: true, status: 200 },
      ],
    });

    const [ntfy] = receivers.at('/uncle-tv');
    expect(ntfy?.headers).toMatchObject({
      title: 'UncleWatch test alert',
      click: lan.ctx.publicOrigin,
      tags: 'white_check_mark',
      authorization: 'Bearer tk_ntfy',
    });
    expect(ntfy?.body).toBe('Alerts reach this channel. You will hear about new episodes here.');

    const [gotify] = receivers.at('/gotify/message');
    expect(gotify?.headers['x-gotify-key']).toBe('gotify-app-token');
    expect(JSON.parse(gotify!.body)).toMatchObject({ title: 'UncleWatch test alert', priority: 5 });

    const [hook] = receivers.at('/hooks/mine');
    const signature = crypto.createHmac('sha256', webhookSecret).update(hook!.body).digest('hex');
    expect(hook?.headers['x-unclewatch-signature']).toBe(`sha256=${signature}`);
    expect(hook?.headers['x-unclewatch-event']).toBe('test');
    expect(JSON.parse(hook!.body) as AlertWebhookBody).toMatchObject({
      event: 'test',
      title: 'UncleWatch test alert',
      url: lan.ctx.publicOrigin,
    });

    const [apprise] = receivers.at('/notify/uncle');
    expect(JSON.parse(apprise!.body)).toMatchObject({
      title: 'UncleWatch test alert',
      type: 'info',
      urls: 'mailto://me@example.com',
    });
    const mail = await latestMail(lan.url, email, /UncleWatch test alert/);
    expect(mail?.text).toContain('Alerts reach this channel.');
  });

  it('says which channel failed and how', async () => {
    receivers.failing.set('/hooks/down', 503);
    await put(owner, {
      channels: [{ type: 'webhook', url: `${receivers.url}/hooks/down` }],
      events: { newEpisode: true, onMyServices: false },
      digest: 'off',
    });
    const results = await json<AlertTestResponse>(
      await owner.fetch('/api/me/alerts/test', { method: 'POST' }),
    );
    expect(results).toEqual({
      results: [{ type: 'webhook', ok: false, status: 503, error: 'HTTP 503' }],
    });
  });
});

describe('private addresses', () => {
  it('are refused unless the operator allows them', async () => {
    const someone = (await verifiedAccount(strict.url, uniqueEmail('alerts-strict'))).session;
    for (const url of [
      `${receivers.url}/hooks/x`,
      'http://localhost:2586/topic',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.10/notify',
    ]) {
      const response = await put(someone, {
        channels: [{ type: 'webhook', url }],
        events: { newEpisode: true, onMyServices: false },
        digest: 'off',
      });
      expect(response.status, url).toBe(400);
      const error = await json<ApiError>(response);
      expect(error.error, url).toContain('ALERTS_ALLOW_PRIVATE_URLS=true');
      expect(error.details?.[0]?.path).toBe('channels.0.url');
    }
    const publicOne = await put(someone, {
      channels: [{ type: 'ntfy', url: 'https://ntfy.sh', topic: 'uncle-watch-test' }],
      events: { newEpisode: true, onMyServices: false },
      digest: 'off',
    });
    expect(publicOne.status).toBe(200);
  });
});

describe('run now', () => {
  it('is for admins only', async () => {
    expect((await owner.fetch('/api/admin/jobs/alerts', { method: 'POST' })).status).toBe(403);
    const visitor = await fetch(`${lan.url}/api/admin/jobs/alerts`, { method: 'POST' });
    expect(visitor.status).toBe(401);
  });
});
