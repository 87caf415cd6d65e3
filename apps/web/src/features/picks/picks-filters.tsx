import { genreName, languageName } from '@unclewatch/core/browser';

import { FilterSelect, type FilterOption } from '#/components/filter-select';

import type { PickFilters } from './picks-view';

interface PicksFiltersProps {
  value: PickFilters;
  onChange: (next: PickFilters) => void;
  genreIds: readonly number[];
  languages: readonly string[];
}

export function PicksFilters({ value, onChange, genreIds, languages }: PicksFiltersProps) {
  const field = <K extends keyof PickFilters>(
    key: K,
    label: string,
    options: readonly FilterOption[],
  ) => (
    <FilterSelect
      label={label}
      value={value[key]}
      options={options}
      onChange={(next) => onChange({ ...value, [key]: next as PickFilters[K] })}
    />
  );

  const genres = genreIds
    .map((g) => ({ value: String(g), label: genreName(g) ?? `Genre ${g}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:max-w-4xl">
      {field('type', 'Type', [
        { value: 'all', label: 'All' },
        { value: 'movie', label: 'Movies' },
        { value: 'tv', label: 'TV Shows' },
        { value: 'animation', label: 'Animation' },
      ])}
      {field('genre', 'Genre', [{ value: '', label: 'All genres' }, ...genres])}
      {field('language', 'Language', [
        { value: '', label: 'All languages' },
        ...languages.map((l) => ({ value: l, label: languageName(l) || l })),
      ])}
      {field('sort', 'Sort', [
        { value: 'rating-desc', label: 'Highest rated' },
        { value: 'rating-asc', label: 'Lowest rated' },
        { value: 'added-desc', label: 'Latest added' },
        { value: 'added-asc', label: 'Oldest added' },
      ])}
    </div>
  );
}
