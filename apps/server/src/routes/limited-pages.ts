import type { FastifyRequest } from 'fastify';

import type { MediaType } from '@unclewatch/core';

import type { RouteContext } from './route-context';

/**
 * How many pages of a list make one page for a limited viewer (issue 41): a child's page N
 * is what the limits let through of pages 5N-4…5N, so a list where one title in five is
 * allowed still fills its page, paging stays stable (no title on two pages, none skipped) and
 * a page costs at most five look-ups of pages that are cached anyway.
 */
export const LIMITED_PAGE_SPAN = 5;
/** The last page a list serves (TMDB's limit, and the API's `page` maximum). */
const LAST_PAGE = 500;

interface Page<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}
type Item = { media_type?: string; id: number };

const isTitle = (item: Item): item is { media_type: MediaType; id: number } =>
  item.media_type === 'movie' || item.media_type === 'tv';

/**
 * A paged list as a limited viewer sees it: several pages merged and what the limits let
 * through kept (people in a search are kept). Anyone else gets the page as it is.
 */
export function limitedPages(ctx: RouteContext) {
  return async <T extends Item, P extends Page<T>>(
    request: FastifyRequest,
    page: number,
    fetch: (page: number) => Promise<P>,
  ): Promise<P> => {
    const viewer = request.limitedViewer;
    if (!viewer) return fetch(page);
    const start = (page - 1) * LIMITED_PAGE_SPAN + 1;
    const pages = (total: number) => Math.ceil(Math.min(total, LAST_PAGE) / LIMITED_PAGE_SPAN);
    if (start > LAST_PAGE) {
      // Past the pages the list serves: an empty page (never a page number upstream refuses).
      const head = await fetch(1);
      return { ...head, page, results: [], total_pages: pages(head.total_pages) };
    }
    const first = await fetch(start);
    const last = Math.min(start + LIMITED_PAGE_SPAN - 1, first.total_pages, LAST_PAGE);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - start) }, (_, i) => fetch(start + i + 1)),
    );
    const seen = new Set<string>();
    const items = [first, ...rest]
      .flatMap((p) => p.results)
      .filter((item) => {
        const key = `${item.media_type ?? ''}:${item.id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const titles = items.filter(isTitle);
    const verdicts = await ctx.services.ageLimits.allowed(
      titles.map((t) => ({ type: t.media_type as MediaType, id: t.id })),
      viewer.limits,
    );
    const allowed = new Set(
      titles.filter((_, i) => verdicts[i]).map((t) => `${t.media_type}:${t.id}`),
    );
    const results = items.filter(
      (item) => !isTitle(item) || allowed.has(`${item.media_type}:${item.id}`),
    );
    const share = items.length > 0 ? results.length / items.length : 0;
    return {
      ...first,
      page,
      results,
      total_pages: pages(first.total_pages),
      // An estimate from the pages read: the share the limits let through.
      total_results: Math.round(first.total_results * share),
    };
  };
}
