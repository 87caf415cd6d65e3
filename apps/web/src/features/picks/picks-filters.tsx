import { genreName, languageName } from '@unclewatch/core/browser';
import { useId } from 'react';

import { ChevronDownIcon } from '#/components/icons';

import type { PickFilters } from './picks-view';

const select =
  'w-full appearance-none rounded-xl border border-zinc-300 bg-white py-2.5 pr-9 pl-3.5 text-sm font-medium text-zinc-900 shadow-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

interface PicksFiltersProps {
  value: PickFilters;
  onChange: (next: PickFilters) => void;
  genreIds: readonly number[];
  languages: readonly string[];
}

export function PicksFilters({ value, onChange, genreIds, languages }: PicksFiltersProps) {
  const id = useId();
  const field = <K extends keyof PickFilters>(
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
          onChange={(e) => onChange({ ...value, [key]: e.target.value as PickFilters[K] })}
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
