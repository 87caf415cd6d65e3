import { useInfiniteQuery } from '@tanstack/react-query';

import { LoadMore } from '#/components/load-more';
import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { TitleGrid } from '#/components/title-grid';
import { servicesBadge, type ServicesFilter } from '#/shared/services-filter';
import { useWatchlist } from '#/library/use-watchlist';

import { searchResultsQueryOptions } from './api/search';
import { PeopleStrip } from './people-strip';
import { searchResultsOf } from './search-model';

/** Results for ?q=: people first, then titles 10 a page; a failed search shows one message. */
export function SearchResults({ q, filter }: { q: string; filter: ServicesFilter }) {
  const watchlist = useWatchlist();
  const search = useInfiniteQuery({
    ...searchResultsQueryOptions(q, filter.services),
    enabled: !filter.pending && !filter.blocked,
  });
  const pages = search.data?.pages ?? [];
  const titles = searchResultsOf(pages);
  const total = pages[0]?.total_results;
  // A failed first page is one message; a failed "Load More" keeps the titles already shown.
  const failed = search.isError && titles.length === 0;

  if (failed) {
    return (
      <div className="mt-10">
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/20"
        >
          Search is unavailable right now ({search.error.message}). Please try again.
        </p>
      </div>
    );
  }

  if (filter.blocked) {
    return (
      <div className="mt-10 min-h-screen">
        <ServicesBlocked reason={filter.blocked} />
      </div>
    );
  }

  // At least a screen high: when few or no results replace the loading grid, the footer stays
  // below the fold instead of jumping up into view (CLS).
  return (
    <div className="mt-10 min-h-screen">
      <p className="mb-6 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {search.isPending
          ? `Searching for “${q}”…`
          : `${total ?? 0} result${total === 1 ? '' : 's'} for “${q}”`}
      </p>
      {search.error && (
        <p role="status" className="mb-6 text-sm text-amber-900 dark:text-amber-200">
          More results are unavailable right now ({search.error.message}).
        </p>
      )}
      <PeopleStrip people={pages[0]?.people ?? []} loading={search.isPending} />
      <TitleGrid
        badge={servicesBadge(filter.services)}
        watchlist={watchlist.cardProps}
        label={`Results for “${q}”`}
        titles={titles}
        isLoading={search.isPending}
        emptyText={filter.on ? 'No results on your services.' : 'No results found.'}
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
