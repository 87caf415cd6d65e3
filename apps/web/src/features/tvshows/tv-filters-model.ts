import { filterLanguages, languageName } from '@unclewatch/core/browser';

export type TvSort = '' | 'vote_average.desc' | 'vote_average.asc';

export interface TvFilters {
  language: string;
  year: string;
  sort: TvSort;
}

export const languageOptions = [
  { value: '', label: 'All languages' },
  ...filterLanguages.map((code) => ({ value: code, label: languageName(code) })),
];

export const sortOptions: { value: TvSort; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'vote_average.desc', label: 'Highest rated' },
  { value: 'vote_average.asc', label: 'Lowest rated' },
];

/** Spec §9 listed 2024 down to 2013; the list reaches the current year (at least 12 years). */
export function yearOptionsFor(currentYear: number): { value: string; label: string }[] {
  const count = Math.max(12, currentYear - 2012);
  return [
    { value: '', label: 'All years' },
    ...Array.from({ length: count }, (_, i) => {
      const year = String(currentYear - i);
      return { value: year, label: year };
    }),
  ];
}

export const yearOptions = yearOptionsFor(new Date().getFullYear());

const valid = <T extends string>(options: { value: T }[], value: string | null): T =>
  options.find((o) => o.value === value)?.value ?? options[0]!.value;

/** Filters from the URL, ignoring values the page doesn't offer. */
export function filtersFromParams(params: URLSearchParams): TvFilters {
  return {
    language: valid(languageOptions, params.get('language')),
    year: valid(yearOptions, params.get('year')),
    sort: valid(sortOptions, params.get('sort')),
  };
}
