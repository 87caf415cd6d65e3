import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
} from 'playwright-core';

/** Debian's Chromium, or CHROME_PATH. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The flags Chromium needs as root on these machines (and without its background calls, which
 * the closed network refuses); the e2e suite and the bench's Lighthouse start it with these.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Playwright gives every launch a fresh temporary profile, so no --user-data-dir is passed.
const launchOptions = { executablePath: chromiumPath, headless: true, args: chromiumFlags };

/** The browser the e2e run shares (global setup); files connect to it with `openBrowser`. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/** A browser of one's own (the bench). */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch(launchOptions);
  return {
    browser,
    newContext: (options) => browser.newContext(options),
    close: () => browser.close(),
  };
}

export interface E2eBrowser {
  browser: Browser;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes the contexts (and, for a shared browser, only this file's connection). */
  close(): Promise<void>;
}
