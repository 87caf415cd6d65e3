import type { PagedTitles, TitleSummary } from '@unclewatch/core';
import { listableUnique } from '@unclewatch/core/browser';

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
  return listableUnique(pages.flat());
}
