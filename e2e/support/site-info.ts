import type { SiteInfo } from '@unclewatch/core';
import type { Page } from 'playwright-core';

import { rewriteDocuments } from './documents';

const INLINE = /(<script type="application\/json" id="site-info">)([^<]*)(<\/script>)/;

/** The site settings the server wrote into a page's HTML (what the app reads instead of a request). */
export function inlineSiteInfo(html: string): SiteInfo | undefined {
  const match = INLINE.exec(html);
  return match ? (JSON.parse(match[2]!) as SiteInfo) : undefined;
}

/**
 * Serves every page of `page` with its inline site settings changed by `edit`, as a server
 * configured that way would write them.
 */
export function routeSiteInfo(page: Page, edit: (info: SiteInfo) => SiteInfo): Promise<void> {
  return rewriteDocuments(page, (html) => {
    const info = inlineSiteInfo(html);
    if (!info) return html;
    const json = JSON.stringify(edit(info)).replace(/</g, '\\u003c');
    return html.replace(INLINE, (_, open, _old, close) => open + json + close);
  });
}
