import { describe, expect, it } from 'vitest';

import {
  filtersFromParams,
  languageOptions,
  yearOptions,
  yearOptionsFor,
} from './tv-filters-model';

describe('TV filters', () => {
  it('offers all, the six filter languages and the years from this one down to 2013', () => {
    expect(languageOptions.map((o) => o.value)).toEqual(['', 'en', 'hi', 'ko', 'ja', 'fr', 'es']);
    const thisYear = new Date().getFullYear();
    expect(yearOptions[1]?.value).toBe(String(thisYear));
    expect(yearOptions.at(-1)?.value).toBe('2013');
    expect(yearOptionsFor(2026).map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 14 }, (_, i) => String(2026 - i)),
    ]);
    // Never fewer than 12 years.
    expect(yearOptionsFor(2020).at(-1)?.value).toBe('2009');
  });

  it('reads the URL and ignores values it does not offer', () => {
    expect(
      filtersFromParams(new URLSearchParams('language=ko&year=2020&sort=vote_average.asc')),
    ).toEqual({ language: 'ko', year: '2020', sort: 'vote_average.asc' });
    expect(filtersFromParams(new URLSearchParams('language=xx&year=1999&sort=bad'))).toEqual({
      language: '',
      year: '',
      sort: '',
    });
  });
});
