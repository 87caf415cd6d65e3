import type { Page } from 'playwright-core';

import { waitForMailLink } from './outbox';

export const E2E_PASSWORD = 'Popcorn#2024';
export const E2E_ADMIN_EMAIL = 'admin@example.com';

let counter = 0;
export const uniqueEmail = (prefix = 'viewer') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Creates a verified account through the API and the outbox (no browser needed). */
export async function createVerifiedAccount(
  baseUrl: string,
  email = uniqueEmail(),
  password = E2E_PASSWORD,
): Promise<{ email: string; password: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  const link = await waitForMailLink(baseUrl, email, /verify/i);
  // Followed as the browser that signed up: with the cookie that proves it chose the password
  // (a click without it verifies the address but asks for a new password).
  const proof = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
  await fetch(link, { redirect: 'manual', headers: { cookie: proof } });
  return { email, password };
}

/** Logs in through the /login page, as a person would, and waits for the home page. */
export async function logInThroughPage(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Signs in over the API and gives the page's browser the session cookie, then opens the home
 * page and waits until the app knows the session (its signed-in hint is stored), as after a
 * log-in. For tests about what a signed-in person does; the log-in form itself is tested by
 * auth.test.ts through `logInThroughPage` (decision 087).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const eq = pair!.indexOf('=');
    return {
      name: pair!.slice(0, eq),
      value: pair!.slice(eq + 1),
      url: baseUrl,
      httpOnly: /;\s*httponly/i.test(cookie),
      sameSite: 'Lax' as const,
    };
  });
  await page.context().addCookies(cookies);
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => localStorage.getItem('uw:signed-in') === '1');
}
