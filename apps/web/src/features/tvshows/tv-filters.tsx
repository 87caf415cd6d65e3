import { useId } from 'react';

import { ChevronDownIcon } from '#/components/icons';

import { languageOptions, sortOptions, yearOptions, type TvFilters } from './tv-filters-model';

interface TvFiltersProps {
  value: TvFilters;
  onChange: (next: TvFilters) => void;
}

const select =
  'w-full appearance-none rounded-xl border border-zinc-300 bg-white py-2.5 pr-9 pl-3.5 text-sm font-medium text-zinc-900 shadow-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

export function TvFiltersBar({ value, onChange }: TvFiltersProps) {
  const id = useId();
  const field = <K extends keyof TvFilters>(
    key: K,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="min-w-0">
      <label
        htmlFor={`${id}-${key}`}
        className="mb-1.5 block text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400"
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={`${id}-${key}`}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.target.value as TvFilters[K] })}
          className={select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-zinc-500"
        />
      </div>
    </div>
  );

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:max-w-2xl">
      {field('language', 'Language', languageOptions)}
      {field('sort', 'Sort', sortOptions)}
      {field('year', 'Year', yearOptions)}
    </div>
  );
}
