import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  createVerifiedAccount,
  E2E_ADMIN_EMAIL,
  E2E_PASSWORD,
  logInThroughPage,
  uniqueEmail,
} from './support/accounts';
import type { E2eBrowser } from './support/browser';
import { openBrowser } from './support/shared-browser';
import { expectVisible } from './support/expect-visible';
import { countMails, waitForMailLink } from './support/outbox';

const baseUrl = inject('baseUrl');
let browser: E2eBrowser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

async function newPage(): Promise<Page> {
  context = await browser.newContext();
  return context.newPage();
}

async function signUpThroughPage(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectVisible(page.getByText('Verification email sent. Please verify your email.'));
}

describe('sign-up, verification, login and logout', () => {
  it('signs up, verifies by the emailed link, logs in and out', async () => {
    const page = await newPage();
    const email = uniqueEmail('newbie');
    await signUpThroughPage(page, email);
    // The resend button counts down from 60 s after a send.
    await expectVisible(page.getByRole('button', { name: /Resend verification email \(\d+s\)/ }));
    expect(await page.getByRole('button', { name: /Resend verification email/ }).isDisabled()).toBe(
      true,
    );

    const link = await waitForMailLink(baseUrl, email, /verify/i);
    await page.goto(link);
    await page.waitForURL(/\/login\?verified=1$/);
    await expectVisible(page.getByText('Your email is verified. Log in to continue.'));

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const avatar = nav.getByRole('link', { name: `Profile (${email})` });
    await expectVisible(avatar);
    expect(await avatar.textContent()).toBe('N');
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

    // A signed-in, verified user is sent from /login and /signup to /.
    await page.goto(`${baseUrl}/signup`);
    await page.waitForURL(`${baseUrl}/`);

    await avatar.click();
    await page.waitForURL(/\/profile$/);
    await expectVisible(page.getByRole('heading', { name: 'Profile' }));
    await expectVisible(page.getByText(email).first());
    await expectVisible(page.getByRole('heading', { name: 'Account security' }));

    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectVisible(nav.getByRole('link', { name: 'Login' }));
    await page.goto(`${baseUrl}/profile`);
    await expectVisible(page.getByText('Please log in to view your profile.'));
  });

  it('shows the strength bar and toggles the password visibility', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/signup`);
    await expectVisible(
      page.getByText(
        'Password must be at least 8 characters, include a number, uppercase letter, and special character.',
      ),
    );
    const password = page.getByLabel('Password', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await password.fill('abc');
    expect(await meter.getAttribute('aria-valuenow')).toBe('0');
    await password.fill('Abcdef1!');
    expect(await meter.getAttribute('aria-valuenow')).toBe('4');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(/\/login$/);
    await expectVisible(page.getByRole('link', { name: 'Sign Up', exact: true }).last());
  });

  it('refuses an unverified login and sends a fresh verification email', async () => {
    const page = await newPage();
    const email = uniqueEmail('unverified');
    await signUpThroughPage(page, email);
    const before = await countMails(baseUrl, email);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Email not verified. Check your inbox.' }),
    );
    expect(await countMails(baseUrl, email)).toBe(before + 1);
    expect(page.url()).toBe(`${baseUrl}/login`);
  });

  it('says Google sign-in is not configured on this server', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expectVisible(page.getByText('Google sign-in is not configured on this server.'));
  });
});

describe('password reset', () => {
  it('asks for the email, mails a link, and sets a new password', async () => {
    const page = await newPage();
    const account = await createVerifiedAccount(baseUrl, uniqueEmail('forgetful'));
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectVisible(page.getByText('Please enter your email to reset password'));

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectVisible(page.getByText('Password reset email sent'));

    const link = await waitForMailLink(baseUrl, account.email, /reset/i);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    const newPassword = 'Sequel#2025';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/login$/);
    await expectVisible(page.getByText('Your password has been reset. Please log in.'));

    await logInThroughPage(page, baseUrl, { email: account.email, password: newPassword });
    await expectVisible(page.getByRole('button', { name: 'Logout' }).first());
  });
});

describe('a verification mail the owner did not ask for', () => {
  it("verifies the address, but the owner chooses the password: the stranger's opens nothing", async () => {
    const email = uniqueEmail('owner');
    // A stranger signs up with the owner's address, in a browser of their own.
    const stranger = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Stranger#2024', name: 'Stranger' }),
    });
    expect(stranger.ok).toBe(true);
    // The owner opens the mail and clicks the link in their own browser.
    const page = await newPage();
    await page.goto(await waitForMailLink(baseUrl, email, /verify/i));
    await page.waitForURL(/\/reset-password\?token=.*verified=1/);
    await expectVisible(page.getByRole('heading', { name: 'Choose your password' }));
    await expectVisible(page.getByText('Your email address is verified.', { exact: false }));
    await page.getByLabel('New password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/login$/);
    await logInThroughPage(page, baseUrl, { email, password: E2E_PASSWORD });
    await expectVisible(page.getByRole('button', { name: 'Logout' }).first());
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'Stranger#2024' }),
    });
    expect(signIn.status).toBe(401);
  });
});

describe('admin guard', () => {
  it('tells a signed-in non-admin that the admin page is for admins only', async () => {
    const page = await newPage();
    await logInThroughPage(page, baseUrl, await createVerifiedAccount(baseUrl));
    await page.goto(`${baseUrl}/admin/recommend`);
    await expectVisible(page.getByText('Access Denied. Admins only.'));
    expect(await page.getByRole('heading', { name: "Uncle's Pick admin" }).count()).toBe(0);
  });

  it('shows the Admin link and the admin page to an ADMIN_EMAILS account', async () => {
    const page = await newPage();
    await logInThroughPage(page, baseUrl, await createVerifiedAccount(baseUrl, E2E_ADMIN_EMAIL));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/admin\/recommend$/);
    await expectVisible(page.getByRole('heading', { name: "Uncle's Pick admin" }));
  });
});
