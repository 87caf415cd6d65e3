import { useInfiniteQuery } from '@tanstack/react-query';

import { LoadMore } from '#/components/load-more';
import { TitleGrid } from '#/components/title-grid';
import { useWatchlist } from '#/lib/use-watchlist';

import { searchResultsQueryOptions } from './api/search';
import { PeopleStrip } from './people-strip';
import { searchResultsOf } from './search-model';

/** Results for ?q=: people first, then titles 10 a page; a failed search reads as empty. */
export function SearchResults({ q }: { q: string }) {
  const watchlist = useWatchlist();
  const search = useInfiniteQuery(searchResultsQueryOptions(q));
  const pages = search.data?.pages ?? [];
  const titles = searchResultsOf(pages);
  const total = pages[0]?.total_results;

  return (
    <div className="mt-10">
      <p className="mb-6 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {search.isPending
          ? `Searching for “${q}”…`
          : `${total ?? 0} result${total === 1 ? '' : 's'} for “${q}”`}
      </p>
      {search.error && (
        <p
          role="status"
          className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/20"
        >
          Search is unavailable right now ({search.error.message}). Please try again.
        </p>
      )}
      <PeopleStrip people={pages[0]?.people ?? []} />
      <TitleGrid
        watchlist={watchlist.cardProps}
        label={`Results for “${q}”`}
        titles={titles}
        isLoading={search.isPending}
        emptyText="No results found."
      />
      {titles.length > 0 && (search.hasNextPage || pages.length > 1) && (
        <LoadMore
          hasMore={search.hasNextPage}
          isLoadingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
        />
      )}
    </div>
  );
}
