import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface E2eBrowser {
  browser: Browser;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, started the way it works as root on these machines. Playwright gives
 * every launch a fresh temporary profile, so no --user-data-dir is passed.
 */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return {
    browser,
    newContext: (options) => browser.newContext(options),
    close: () => browser.close(),
  };
}
