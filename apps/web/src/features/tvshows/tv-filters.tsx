import { FilterSelect, type FilterOption } from '#/components/filter-select';

import { languageOptions, sortOptions, yearOptions, type TvFilters } from './tv-filters-model';

interface TvFiltersProps {
  value: TvFilters;
  onChange: (next: TvFilters) => void;
}

export function TvFiltersBar({ value, onChange }: TvFiltersProps) {
  const field = <K extends keyof TvFilters>(
    key: K,
    label: string,
    options: readonly FilterOption[],
  ) => (
    <FilterSelect
      label={label}
      value={value[key]}
      options={options}
      onChange={(next) => onChange({ ...value, [key]: next as TvFilters[K] })}
    />
  );

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:max-w-2xl">
      {field('language', 'Language', languageOptions)}
      {field('sort', 'Sort', sortOptions)}
      {field('year', 'Year', yearOptions)}
    </div>
  );
}
