import type { TitleSummary } from '@unclewatch/core';
import { imageUrl, languageName, titleOf, yearOf } from '@unclewatch/core/browser';

interface SearchResultsProps {
  results: readonly TitleSummary[];
  isAdding: (item: TitleSummary) => boolean;
  onAdd: (item: TitleSummary) => void;
}

/** The admin search's results, each with its "Add to Uncle's Pick" button. */
export function SearchResults({ results, isAdding, onAdd }: SearchResultsProps) {
  if (results.length === 0) return null;
  return (
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
                disabled={isAdding(item)}
                onClick={() => onAdd(item)}
                className="mt-2 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                Add to Uncle&apos;s Pick
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
