import { useId, useState } from 'react';

import { useDebouncedValue } from '#/shared/use-debounced-value';

import { useShowSearch, type ShowHit } from './api/repair';

const buttonClass =
  'rounded-full border border-zinc-300 px-3 py-1 text-sm font-semibold hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800';

/** Searches the catalogue's TV shows; each hit has a button that maps the file's show to it. */
export function ShowSearch({
  fileTitle,
  busy,
  onPick,
}: {
  fileTitle: string;
  busy: boolean;
  onPick: (show: ShowHit) => void;
}) {
  const inputId = useId();
  // A trailing country or year of the file's name is a hint, not a word of the name.
  const [term, setTerm] = useState(fileTitle.replace(/\s*\((?:[A-Z]{2}|\d{4})\)\s*$/, ''));
  const settled = useDebouncedValue(term, 300);
  const { data, isFetching, isError } = useShowSearch(settled);
  return (
    <div className="mt-3 space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Search the catalogue for “{fileTitle}”
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        className="w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-950"
      />
      {isFetching && <p className="text-xs text-zinc-600 dark:text-zinc-400">Searching…</p>}
      {isError && (
        <p className="text-xs text-red-700 dark:text-red-300">The search failed; try again.</p>
      )}
      {data && data.length === 0 && settled.trim().length >= 2 && !isFetching && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">No TV show found by that name.</p>
      )}
      {data && data.length > 0 && (
        <ul aria-label={`Shows found for ${fileTitle}`} className="space-y-1">
          {data.slice(0, 8).map((show) => {
            const name = `${show.title}${show.year ? ` (${show.year})` : ''}`;
            return (
              <li key={show.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words text-sm">{name}</span>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Map ${fileTitle} to ${name}`}
                  className={buttonClass}
                  onClick={() => onPick(show)}
                >
                  Map here
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { buttonClass };
