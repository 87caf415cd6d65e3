import type { Page } from 'playwright-core';

/** Serves every page (HTML document) of `page` with its HTML changed by `rewrite`. */
export async function rewriteDocuments(
  page: Page,
  rewrite: (html: string) => string,
): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    },
  );
}
