import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { createVerifiedAccount, logInThroughPage } from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';

// WebAuthn needs a host name as the relying party (never an IP address): the server's default
// relying party is `localhost`, so the browser uses that name for the same server.
const baseUrl = inject('baseUrl').replace('://127.0.0.1:', '://localhost:');
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

describe('passkeys', () => {
  it('adds a passkey on /profile, signs in with it on /login and deletes it', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const account = await createVerifiedAccount(baseUrl);
    await logInThroughPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/profile`);
    await expectVisible(page.getByRole('heading', { name: 'Passkeys' }));
    await expectVisible(page.getByText('No passkeys yet.'));

    await page.getByLabel('Passkey name (optional)').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectVisible(page.getByText('Passkey added.'));
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expectVisible(list.getByText('Test laptop'));
    await expectVisible(list.getByText(/^Added /));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expectVisible(nav.getByRole('link', { name: 'Login' }));

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectVisible(nav.getByRole('link', { name: `Profile (${account.email})` }));

    await page.goto(`${baseUrl}/profile`);
    await expectVisible(list.getByText('Test laptop'));
    await list.getByRole('button', { name: 'Delete passkey Test laptop' }).click();
    await expectVisible(page.getByText('No passkeys yet.'));
    expect(await page.getByRole('list', { name: 'Your passkeys' }).count()).toBe(0);
  });
});
