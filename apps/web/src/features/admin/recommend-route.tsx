import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { AdminGuard } from '#/components/admin-guard';
import { FilterSelect } from '#/components/filter-select';
import { useDebouncedValue } from '#/shared/use-debounced-value';

import {
  MAX_SUGGESTIONS,
  SEARCH_FAILED,
  adminSearchQueryOptions,
  type AdminTypeFilter,
} from './api/admin-search';
import { useAddPick } from './api/use-add-pick';
import { SearchResults } from './search-results';
import { TitleSearchBox } from './title-search-box';

const typeOptions = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
] as const;

/** /admin/recommend: search titles and add them to Uncle's Pick (the server checks the role). */
export function Component() {
  return (
    <AdminGuard>
      <RecommendAdmin />
    </AdminGuard>
  );
}

function RecommendAdmin() {
  const id = useId();
  const [text, setText] = useState('');
  const [type, setType] = useState<AdminTypeFilter>('all');
  const term = useDebouncedValue(text.trim(), 300);
  const search = useQuery(adminSearchQueryOptions(term));
  const add = useAddPick();
  const results = (search.data ?? []).filter((t) => type === 'all' || t.media_type === type);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Uncle&apos;s Pick admin</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Search titles and add them to Uncle&apos;s Pick.
      </p>
      <div className="mt-6 grid items-start gap-4 sm:grid-cols-[1fr_12rem]">
        <TitleSearchBox
          id={`${id}-q`}
          value={text}
          onChange={setText}
          suggestions={results.slice(0, MAX_SUGGESTIONS)}
        />
        <FilterSelect
          label="Type"
          value={type}
          options={typeOptions}
          onChange={(value) => setType(value as AdminTypeFilter)}
        />
      </div>

      <div className="mt-8" aria-live="polite">
        {search.isError ? (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {SEARCH_FAILED}
          </p>
        ) : term && search.isFetching && !search.data ? (
          <p role="status" className="text-zinc-600 dark:text-zinc-400">
            Searching…
          </p>
        ) : term && search.data && results.length === 0 ? (
          <p className="text-zinc-600 dark:text-zinc-400">No results found.</p>
        ) : null}
        <SearchResults
          results={results}
          isAdding={(item) => add.isPending && add.variables === item}
          onAdd={(item) => add.mutate(item)}
        />
      </div>
    </section>
  );
}
