import type { Page } from 'playwright-core';

import { rewriteDocuments } from './documents';

const RENDERED =
  /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="ssr-state">[^<]*<\/script>/;

/**
 * Serves `page` its pages as a server without the server-rendering build would (decision 027):
 * an empty `#root`, which the browser renders by asking the API — for tests that change an API
 * answer on its way to the page.
 */
export function renderInBrowser(page: Page): Promise<void> {
  return rewriteDocuments(page, (html) => html.replace(RENDERED, '<div id="root"></div>'));
}
