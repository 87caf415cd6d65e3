import { describe, expect, it } from 'vitest';

import type { PagedTitles } from '@unclewatch/core';

import type { CatalogProvider } from '../../providers/catalog/index';
import { CatalogueLists } from './catalogue-lists';
import { qualityOf } from './title-features';

function fakeCatalog() {
  const calls: string[] = [];
  let fail = false;
  const page = (id: number): PagedTitles => ({
    page: 1,
    results: [{ id, media_type: 'movie' } as PagedTitles['results'][number]],
    total_pages: 1,
    total_results: 1,
  });
  const catalog = {
    async discover(p: number) {
      calls.push(`discover:${p}`);
      if (fail) throw new Error('upstream down');
      return page(p);
    },
  } as unknown as CatalogProvider;
  return { catalog, calls, failNext: (on: boolean) => (fail = on) };
}

describe('the catalogue lists a pick reads', () => {
  it('are asked once per ten minutes, and a failure is not kept', async () => {
    let now = 0;
    const { catalog, calls, failNext } = fakeCatalog();
    const lists = new CatalogueLists(catalog, () => now);
    expect(await lists.popularMovies(1)).toEqual([{ type: 'movie', id: 1 }]);
    await lists.popularMovies(1);
    expect(calls).toEqual(['discover:1']);
    now = 10 * 60_000;
    failNext(true);
    await expect(lists.popularMovies(1)).rejects.toThrow('upstream down');
    failNext(false);
    expect(await lists.popularMovies(1)).toEqual([{ type: 'movie', id: 1 }]);
    expect(calls).toEqual(['discover:1', 'discover:1', 'discover:1']);
  });
});

describe("a title's quality", () => {
  it('is its score, pulled toward 6 when few people voted', () => {
    expect(qualityOf({ uncleScore: 8, vote_average: 8, vote_count: 10_000 })).toBeCloseTo(7.99, 2);
    expect(qualityOf({ uncleScore: null, vote_average: 10, vote_count: 2 })).toBeCloseTo(6.15, 2);
    expect(qualityOf({ uncleScore: null, vote_average: 0, vote_count: 0 })).toBe(5);
  });
});
