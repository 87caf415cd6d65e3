import { foldText, isFindable, isListable } from '@unclewatch/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadSnapshotCatalog } from '../index';
import type { SnapshotCatalog } from '../snapshot-catalog';
import { displayTitle } from '../titles';
import { CatalogSearch } from './catalog-search';
import { titleKey } from './eval/cases';

// Every catalogued title is found by its name, poster or not (decision 080). The cases are
// generated from the snapshot's own titles without a poster: each one's name, typed whole,
// and the first word of names that no other title starts with.
let data: SnapshotCatalog;
let search: CatalogSearch;

beforeAll(() => {
  data = loadSnapshotCatalog();
  search = new CatalogSearch(data);
}, 120_000);

/** Every n-th item, so the sample covers the whole snapshot and is the same on every run. */
const spread = <T>(items: readonly T[], size: number): T[] => {
  const step = Math.max(1, Math.floor(items.length / size));
  return items.filter((_, i) => i % step === 0).slice(0, size);
};

describe('search finds titles without a poster by their name', () => {
  it('finds "kuroko" → Kuroko\'s Basketball', () => {
    const results = search.search('kuroko', 1).results;
    expect(results.map((r) => ('name' in r ? r.name : r.title))).toContain("Kuroko's Basketball");
  });

  it('finds nearly every poster-less title by its whole name, in the top five', () => {
    const findable = data.titles().filter(isFindable);
    const names = new Map<string, number>();
    for (const t of findable) {
      const n = foldText(displayTitle(t));
      names.set(n, (names.get(n) ?? 0) + 1);
    }
    const noPoster = findable.filter(
      (t) => !isListable(t) && names.get(foldText(displayTitle(t))) === 1,
    );
    expect(noPoster.length).toBeGreaterThan(1000);
    const cases = spread(noPoster, 300);
    const missed = cases.filter((t) => {
      const top = search.search(displayTitle(t), 1).results.slice(0, 5).map(titleKey);
      return !top.includes(titleKey(t));
    });
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(
      missed.length / cases.length,
      missed.slice(0, 10).map(displayTitle).join('; '),
    ).toBeLessThanOrEqual(0.03);
  });

  it('finds a poster-less title by the first word of its name when no other title has it', () => {
    const findable = data.titles().filter(isFindable);
    const firstWords = new Map<string, number>();
    const firstOf = (name: string) => foldText(name).split(' ')[0] ?? '';
    for (const t of findable) {
      for (const w of new Set(foldText(displayTitle(t)).split(' '))) {
        firstWords.set(w, (firstWords.get(w) ?? 0) + 1);
      }
    }
    const cases = spread(
      findable.filter((t) => {
        const w = firstOf(displayTitle(t));
        return !isListable(t) && w.length >= 5 && firstWords.get(w) === 1;
      }),
      150,
    );
    expect(cases.length).toBeGreaterThanOrEqual(50);
    const missed = cases.filter((t) => {
      const top = search
        .search(firstOf(displayTitle(t)), 1)
        .results.slice(0, 3)
        .map(titleKey);
      return !top.includes(titleKey(t));
    });
    expect(
      missed.length / cases.length,
      missed.slice(0, 10).map(displayTitle).join('; '),
    ).toBeLessThanOrEqual(0.05);
  });

  it('keeps lists to titles with a poster', () => {
    expect(data.listable().every((t) => Boolean(t.poster_path))).toBe(true);
  });
});
