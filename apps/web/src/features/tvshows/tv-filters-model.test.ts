import { describe, expect, it } from 'vitest';

import { filtersFromParams, languageOptions, yearOptions } from './tv-filters-model';

describe('TV filters', () => {
  it('offers all, the six filter languages and the 12 years 2024 down to 2013', () => {
    expect(languageOptions.map((o) => o.value)).toEqual(['', 'en', 'hi', 'ko', 'ja', 'fr', 'es']);
    expect(yearOptions.map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 12 }, (_, i) => String(2024 - i)),
    ]);
    expect(yearOptions.at(-1)?.value).toBe('2013');
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
