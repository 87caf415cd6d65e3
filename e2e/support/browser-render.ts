import type { Page } from 'playwright-core';

const RENDERED =
  /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="ssr-state">[^<]*<\/script>/;

/**
 * Serves `page` its pages as a server without the server-rendering build would (decision 027):
 * an empty `#root`, which the browser renders by asking the API — for tests that change an API
 * answer on its way to the page.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.replace(RENDERED, '<div id="root"></div>') });
    },
  );
}
