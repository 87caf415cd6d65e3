import type { PagedTitles, TitleSummary } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { flattenPages, nextPageOfList, nextPageOfPaged } from './catalog-api';

const item = (id: number, extra: Partial<TitleSummary> = {}) =>
  ({ id, media_type: 'movie', poster_path: `/p${id}.jpg`, adult: false, ...extra }) as TitleSummary;
const list = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));
const paged = (n: number, total_pages = 50): PagedTitles => ({
  page: 1,
  results: list(n),
  total_pages,
  total_results: total_pages * 20,
});

describe('Load More rule', () => {
  it('continues while the last page had at least 10 items', () => {
    expect(nextPageOfList(list(20), 1)).toBe(2);
    expect(nextPageOfList(list(10), 3)).toBe(4);
    expect(nextPageOfList(list(9), 3)).toBeUndefined();
    expect(nextPageOfPaged(paged(10), 1)).toBe(2);
    expect(nextPageOfPaged(paged(9), 1)).toBeUndefined();
  });

  it('stops at the last page the server has', () => {
    expect(nextPageOfPaged(paged(20, 3), 3)).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('drops adult titles, titles without a poster and repeats', () => {
    const pages = [
      [item(1), item(2, { adult: true }), item(3, { poster_path: null })],
      [item(1), item(4), item(1, { media_type: 'tv' })],
    ];
    expect(flattenPages(pages).map((t) => `${t.media_type}${t.id}`)).toEqual([
      'movie1',
      'movie4',
      'tv1',
    ]);
  });
});
