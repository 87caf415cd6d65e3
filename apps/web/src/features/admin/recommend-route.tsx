import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TitleSummary } from '@unclewatch/core';
import { imageUrl, languageName, titleOf, yearOf } from '@unclewatch/core/browser';
import { useId, useState, type ReactNode } from 'react';

import { useToast } from '#/components/toast/toast-context';
import { useSession } from '#/lib/session';

import {
  MAX_SUGGESTIONS,
  SEARCH_FAILED,
  SEARCH_RETRIES,
  SEARCH_RETRY_DELAY_MS,
  addFailureMessage,
  adminSearch,
  pickBodyOf,
  type AdminTypeFilter,
} from './admin-search';
import { addPick, picksQueryKey } from '#/lib/picks-api';
import { useDebouncedValue } from '#/lib/use-debounced-value';

/** The admin page's own guard texts (spec §4); the server checks the role on every call too. */
function RecommendGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin, isPending } = useSession();
  if (isPending) {
    return (
      <p
        role="status"
        className="mx-auto max-w-7xl px-4 py-16 text-center text-zinc-600 dark:text-zinc-400"
      >
        Checking authentication...
      </p>
    );
  }
  if (!user || !isAdmin) {
    return (
      <p
        role="alert"
        className="mx-auto max-w-7xl px-4 py-16 text-center text-lg font-semibold text-red-600 dark:text-red-400"
      >
        Access denied. You are not authorized to view this page.
      </p>
    );
  }
  return <>{children}</>;
}

/** /admin/recommend: search titles and add them to Uncle's Pick. */
export function Component() {
  return (
    <RecommendGuard>
      <RecommendAdmin />
    </RecommendGuard>
  );
}

const input =
  'w-full rounded-xl border border-zinc-300 bg-white px-4 py-2.5 text-zinc-900 shadow-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

function RecommendAdmin() {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<AdminTypeFilter>('all');
  const term = useDebouncedValue(text.trim(), 300);

  const search = useQuery({
    queryKey: ['admin-search', term],
    queryFn: ({ signal }) => adminSearch(term, signal),
    enabled: term.length > 0,
    retry: SEARCH_RETRIES,
    retryDelay: SEARCH_RETRY_DELAY_MS,
    staleTime: 60_000,
  });
  const results = (search.data ?? []).filter((t) => type === 'all' || t.media_type === type);
  const suggestions = results.slice(0, MAX_SUGGESTIONS);

  const add = useMutation({
    mutationFn: (item: TitleSummary) => addPick(pickBodyOf(item)),
    onSuccess: () => toast.show("Successfully added to UNCLE's PICK!", 'success'),
    onError: (error) => toast.show(addFailureMessage(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: picksQueryKey }),
  });

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Uncle&apos;s Pick admin</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Search titles and add them to Uncle&apos;s Pick.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div
          className="relative"
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
          }}
        >
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold">
            Search titles
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            autoComplete="off"
            placeholder="Search for a movie or TV show"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
            }}
            className={input}
          />
          {open && suggestions.length > 0 && (
            <ul
              aria-label="Suggestions"
              className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
            >
              {suggestions.map((item) => (
                <li key={`${item.media_type}_${item.id}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setText(titleOf(item));
                      setOpen(false);
                    }}
                    className="block w-full px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                  >
                    {titleOf(item)}{' '}
                    <span className="text-zinc-500">
                      ({item.media_type === 'tv' ? 'TV' : 'Movie'}
                      {yearOf(item) ? `, ${yearOf(item)}` : ''})
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-semibold">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(e.target.value as AdminTypeFilter)}
            className={input}
          >
            <option value="all">All</option>
            <option value="movie">Movies</option>
            <option value="tv">TV Shows</option>
          </select>
        </div>
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
        {results.length > 0 && (
          <ul aria-label="Results" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((item) => {
              const poster = imageUrl(item.poster_path, 'w185');
              return (
                <li
                  key={`${item.media_type}_${item.id}`}
                  className="flex gap-4 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
                >
                  {poster ? (
                    <img src={poster} alt="" className="h-24 w-16 flex-none rounded object-cover" />
                  ) : (
                    <div className="h-24 w-16 flex-none rounded bg-zinc-200 dark:bg-zinc-800" />
                  )}
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold">{titleOf(item)}</h2>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">
                      {[
                        item.media_type === 'tv' ? 'TV' : 'Movie',
                        yearOf(item),
                        languageName(item.original_language),
                        item.vote_average ? `${item.vote_average.toFixed(1)}/10` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <button
                      type="button"
                      aria-label={`Add "${titleOf(item)}" to Uncle's Pick`}
                      disabled={add.isPending && add.variables === item}
                      onClick={() => add.mutate(item)}
                      className="mt-2 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                    >
                      Add to Uncle&apos;s Pick
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
