import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';

import { smallButtonClass } from './section-card';

/** Rows shown at first, and added by each "Show more". */
export const PAGE_SIZE = 20;

/** Folded for matching: case and accents ignored. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A long profile list made usable: a filter box (by title), the first 20 rows and "Show more",
 * and a line saying how many of how many are shown. Short lists get neither box nor button.
 */
export function PagedList<T>({
  items,
  label,
  textOf,
  renderItem,
  listClass,
}: {
  items: readonly T[];
  /** The list's name: "Diary", "Rated", "Watchlist". */
  label: string;
  textOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  listClass: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const deferred = useDeferredValue(query);
  const matching = useMemo(() => {
    const wanted = fold(deferred.trim());
    return wanted ? items.filter((item) => fold(textOf(item)).includes(wanted)) : items;
  }, [items, deferred, textOf]);
  const visible = matching.slice(0, shown);
  const filterable = items.length > PAGE_SIZE;
  return (
    <div className="space-y-3">
      {filterable && (
        <div>
          <label htmlFor={id} className="sr-only">
            Filter {label.toLowerCase()} by title
          </label>
          <input
            id={id}
            type="search"
            value={query}
            placeholder={`Filter ${label.toLowerCase()} by title`}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setShown(PAGE_SIZE);
            }}
            className="w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          />
        </div>
      )}
      {filterable && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {matching.length === 0
            ? `No titles match "${query.trim()}".`
            : `Showing ${visible.length} of ${matching.length}${
                matching.length === items.length ? '' : ` matching (${items.length} in all)`
              }.`}
        </p>
      )}
      {visible.length > 0 && (
        <ul aria-label={label} className={listClass}>
          {visible.map(renderItem)}
        </ul>
      )}
      {matching.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE_SIZE)}
          className={smallButtonClass}
        >
          Show {Math.min(PAGE_SIZE, matching.length - shown)} more
        </button>
      )}
    </div>
  );
}
