import crypto from 'node:crypto';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  startAlertReceivers,
  type AlertReceivers,
} from '../apps/server/test/support/alert-receivers';
import { fakeTmdbAlerts } from '../apps/server/test/support/fake-tmdb-alerts';
import {
  FAKE_KEYS,
  startFakeTmdb,
  type FakeUpstream,
} from '../apps/server/test/support/fake-upstreams';

import {
  createVerifiedAccount,
  E2E_ADMIN_EMAIL,
  E2E_PASSWORD,
  logInThroughPage,
} from './support/accounts';
import { seriousViolations } from './support/axe';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { startServerProcess, type ServerProcess } from './support/server-process';

// Profile → Alerts (#44) on a phone in dark mode, against a server of its own: a fake TMDB (a
// season airs today) and local receivers, which the operator allows (a LAN receiver).
const NIGHT_AGENT = 129552;
const today = new Date().toISOString().slice(0, 10);

const tmdb = fakeTmdbAlerts();
let fake: FakeUpstream;
let receivers: AlertReceivers;
let server: ServerProcess;
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  [fake, receivers] = await Promise.all([startFakeTmdb(0, tmdb), startAlertReceivers()]);
  server = await startServerProcess(inject('serverMain'), {
    AUTH_RATE_LIMIT: 'off',
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
    TMDB_BASE_URL: fake.baseUrl,
    TMDB_IMAGE_BASE_URL: 'off',
    ALERTS_ALLOW_PRIVATE_URLS: 'true',
    ALERTS_SCHEDULE: 'off',
  });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
  await receivers?.close();
});
afterEach(() => context?.close());

async function phoneInDarkMode(): Promise<Page> {
  context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
  });
  return context.newPage();
}

/** The admins' "run now", as an operator would call it. */
async function runAlertsJob() {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const answer = await fetch(`${server.url}/api/admin/jobs/alerts`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
  });
  expect(answer.status).toBe(200);
}

describe('Profile → Alerts', () => {
  // Two accounts, a save, a test, a job run and two accessibility checks on a busy machine.
  it(
    'adds and tests channels, chooses events and the digest, and shows the last deliveries',
    { timeout: 180_000 },
    async () => {
      await createVerifiedAccount(server.url, E2E_ADMIN_EMAIL);
      tmdb.announceSeason(NIGHT_AGENT, 7, [
        { episode_number: 1, name: 'Back on the Night Line', air_date: today },
      ]);
      receivers.failing.set('/hooks/down', 500);
      const page = await phoneInDarkMode();
      await logInThroughPage(page, server.url, await createVerifiedAccount(server.url));
      await page.goto(`${server.url}/profile#alerts`);
      const section = page.getByRole('region', { name: 'Alerts' });
      await expectVisible(section.getByText('Nothing has been sent yet.'));

      await section.getByRole('button', { name: 'Add a channel' }).click();
      await section.getByLabel('Channel 1').selectOption('webhook');
      await section.getByLabel('URL').fill(`${receivers.url}/hooks/phone`);
      await section.getByRole('button', { name: 'Add a channel' }).click();
      await section.getByLabel('Channel 2').selectOption('email');
      await section
        .getByRole('checkbox', { name: 'A new episode of a show I’m watching is out' })
        .check();
      await section.getByRole('button', { name: 'Save alerts' }).click();
      await expectVisible(page.getByText('Your alerts are saved.'));
      const secret = (await section.locator('code').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);

      await section.getByRole('button', { name: 'Send a test' }).click();
      const results = section.getByRole('list', { name: 'Test results' });
      await expectVisible(results.getByText('Webhook: sent (200)'));
      await expectVisible(results.getByText('Email: sent (200)'));
      const [hook] = receivers.at('/hooks/phone');
      const signature = crypto.createHmac('sha256', secret).update(hook!.body).digest('hex');
      expect(hook!.headers['x-unclewatch-signature']).toBe(`sha256=${signature}`);
      expect(await seriousViolations(page, '#alerts')).toEqual([]);

      // The digest and a receiver that fails; the secret is not shown again.
      await section.getByLabel('URL').fill(`${receivers.url}/hooks/down`);
      await section.getByRole('radio', { name: 'One daily digest' }).check();
      await section.getByLabel('Digest time').selectOption('8');
      await section.getByRole('radio', { name: 'Each alert as it comes' }).check();
      await section.getByRole('button', { name: 'Save alerts' }).click();
      await expectVisible(page.getByText('Your alerts are saved.'));
      const status = await page.evaluate(
        async (path) =>
          (
            await fetch(path, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ status: 'watching' }),
            })
          ).status,
        `/api/me/shows/${NIGHT_AGENT}/status`,
      );
      expect(status).toBe(200);
      await runAlertsJob();
      await page.reload();
      await expectVisible(section.getByText('New episode: The Night Agent S07E01').first());
      await expectVisible(section.getByText('webhook failed 1 time: 500; trying again'));
      expect(await section.locator('code').count()).toBe(0);
      expect(await section.getByLabel('URL').inputValue()).toBe(`${receivers.url}/hooks/down`);
      expect(await seriousViolations(page, '#alerts')).toEqual([]);
    },
  );
});
