import type { Page } from 'playwright-core';

type Rewrite = (html: string) => string;

/** Each page's document rewrites, applied in order by the one route the page gets. */
const rewritesOf = new WeakMap<Page, Rewrite[]>();

/**
 * Serves every page (HTML document) of `page` with its HTML changed by `rewrite`. Calls add
 * up: a page served without its server render and with other site settings gets both.
 */
export async function rewriteDocuments(page: Page, rewrite: Rewrite): Promise<void> {
  const rewrites = rewritesOf.get(page);
  if (rewrites) {
    rewrites.push(rewrite);
    return;
  }
  const all = [rewrite];
  rewritesOf.set(page, all);
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = all.reduce((text, change) => change(text), await response.text());
      await route.fulfill({ response, body: html });
    },
  );
}
