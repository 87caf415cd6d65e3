import { useRecentSearches } from './api/recent-searches';

interface RecentSearchesProps {
  userId: string;
  onPick: (term: string) => void;
}

/**
 * A signed-in user's last 5 searches under the input; nothing at all while the list is empty
 * or the searches API is unavailable.
 */
export function RecentSearches({ userId, onPick }: RecentSearchesProps) {
  const { data: terms = [] } = useRecentSearches(userId);
  if (terms.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-searches-heading"
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      <h2
        id="recent-searches-heading"
        className="text-sm font-semibold text-zinc-600 dark:text-zinc-400"
      >
        Recent searches
      </h2>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              className="rounded-full bg-zinc-200/80 px-3 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-300 dark:bg-zinc-800 dark:text-zinc-200 dark:hover:bg-zinc-700"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
