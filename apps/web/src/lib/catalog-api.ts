import type { PagedTitles, TitleSummary } from '@unclewatch/core';

/** Spec §4/§9: Load More continues only while the last page returned at least 10 items. */
export const MIN_ITEMS_FOR_MORE = 10;

/** Next page number for a plain-array page (e.g. byGenre), or undefined at the end. */
export function nextPageOfList(lastPage: readonly unknown[], lastPageParam: number) {
  return lastPage.length >= MIN_ITEMS_FOR_MORE ? lastPageParam + 1 : undefined;
}

/** Next page number for a paged answer; also stops at the server's last page. */
export function nextPageOfPaged(lastPage: PagedTitles, lastPageParam: number) {
  if (lastPage.results.length < MIN_ITEMS_FOR_MORE) return undefined;
  if (lastPage.total_pages > 0 && lastPageParam >= lastPage.total_pages) return undefined;
  return lastPageParam + 1;
}

/**
 * All loaded pages as one list, without adult titles, titles without a poster (spec §5), or
 * repeats across pages (a live upstream can shift items between pages).
 */
export function flattenPages(pages: readonly (readonly TitleSummary[])[]): TitleSummary[] {
  const seen = new Set<string>();
  const titles: TitleSummary[] = [];
  for (const page of pages) {
    for (const item of page) {
      const key = `${item.media_type}:${item.id}`;
      if (item.adult || !item.poster_path || seen.has(key)) continue;
      seen.add(key);
      titles.push(item);
    }
  }
  return titles;
}
