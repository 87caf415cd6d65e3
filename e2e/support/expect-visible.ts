import type { Locator } from 'playwright-core';

/** Waits (up to 5 s) until the locator is visible; fails the test with a clear message if not. */
export async function expectVisible(locator: Locator, timeout = 5000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}
