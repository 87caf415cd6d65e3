import { chromium } from 'playwright-core';
import { inject } from 'vitest';

import type { E2eBrowser } from './browser';

/**
 * A connection to the one Chromium the e2e run shares (started by the global setup): each test
 * file opens its own connection and its own contexts (fresh cookies and storage), so files can
 * run side by side without paying a browser start each (decision 087).
 *
 * Over a connection a download has no local path: read it with `readDownload`.
 */
export async function openBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.connect(inject('browserWsEndpoint'));
  return {
    browser,
    newContext: (options) => browser.newContext(options),
    close: () => browser.close(),
  };
}
