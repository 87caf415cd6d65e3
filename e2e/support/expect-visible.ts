import type { Locator } from 'playwright-core';

/** Waits (up to 15 s: a busy machine renders slowly) until the locator is visible; fails the test with a clear message if not. */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}
