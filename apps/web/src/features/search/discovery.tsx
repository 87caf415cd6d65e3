import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { isSearchResult } from '@unclewatch/core/browser';

import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { TitleGrid } from '#/components/title-grid';
import { servicesBadge, type ServicesFilter } from '#/shared/services-filter';
import { useWatchlist } from '#/library/use-watchlist';

import { discoverQueryOptions } from './api/search';
import { randomDiscoverPage, RESULTS_PER_PAGE } from './search-model';

/** The page before any search: the spec's prompt above 10 random popular movies. */
export function Discovery({ filter }: { filter: ServicesFilter }) {
  const watchlist = useWatchlist();
  const [page] = useState(() => randomDiscoverPage());
  // Filtered, the first page: a random later page of titles on a few services is often empty.
  const discover = useQuery({
    ...discoverQueryOptions(filter.services ? 1 : page, filter.services),
    enabled: !filter.pending && !filter.blocked,
  });
  const titles = (discover.data?.results ?? []).filter(isSearchResult).slice(0, RESULTS_PER_PAGE);

  return (
    <div className="mt-10">
      <p className="mb-8 rounded-2xl border border-dashed border-zinc-300 px-6 py-6 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        No results yet. Try searching for a movie or TV show.
      </p>
      {/* The grid below carries the (screen-reader) heading; this is its visible twin. */}
      <p
        aria-hidden="true"
        className="mb-5 flex items-center gap-3 text-xl font-extrabold tracking-tight text-zinc-950 sm:text-2xl dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        Popular movies
      </p>
      {filter.blocked ? (
        <ServicesBlocked reason={filter.blocked} />
      ) : (
        <TitleGrid
          badge={servicesBadge(filter.services)}
          watchlist={watchlist.cardProps}
          label="Popular movies"
          titles={titles}
          isLoading={discover.isPending}
          emptyText={filter.on ? 'No popular movies on your services.' : 'No movies found.'}
        />
      )}
    </div>
  );
}
