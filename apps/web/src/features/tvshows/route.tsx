import { findGenreByName } from '@unclewatch/core/browser';
import { useSearchParams } from 'react-router';

import { GenreChips } from '#/components/genre-chip';
import { LoadMore } from '#/components/load-more';
import { PageHeader } from '#/components/page-header';
import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { ServicesSwitch } from '#/components/streaming-services/services-switch';
import { Skeleton } from '#/components/skeleton';
import { TitleGrid } from '#/components/title-grid';
import { flattenPages } from '#/shared/catalog-api';
import { SERVICES_PARAM, useServicesFilter, servicesBadge } from '#/shared/services-filter';
import { useWatchlist } from '#/library/use-watchlist';

import { useTvGenres, useTvShows } from './api/tv-shows';
import { TvFiltersBar } from './tv-filters';
import { filtersFromParams, type TvFilters } from './tv-filters-model';

export function Component() {
  const watchlist = useWatchlist();
  const [params, setParams] = useSearchParams();
  const genres = useTvGenres();
  const list = genres.data ?? [];
  const selected = findGenreByName(list, params.get('genre')) ?? list[0];
  const filters = filtersFromParams(params);
  const filter = useServicesFilter();
  const shows = useTvShows(
    selected?.id,
    filters,
    filter.services,
    !filter.pending && !filter.blocked,
  );
  const titles = flattenPages(shows.data?.pages.map((page) => page.results) ?? []);
  const loading = genres.isPending || filter.pending || (selected !== undefined && shows.isPending);

  function update(next: TvFilters, genre = selected?.name) {
    const services = params.get(SERVICES_PARAM) ?? undefined;
    const entries = Object.entries({ genre, ...next, services }).filter(([, v]) => v) as [
      string,
      string,
    ][];
    setParams(entries, { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="TV Shows">Series from around the world, filtered your way.</PageHeader>
      <TvFiltersBar value={filters} onChange={(next) => update(next)} />
      <div className="mt-6">
        {genres.isPending ? (
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {Array.from({ length: 10 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-24 rounded-full" />
            ))}
          </div>
        ) : (
          <GenreChips
            label="TV genres"
            genres={list}
            selectedId={selected?.id}
            onSelect={(genre) => update(filters, genre.name)}
          />
        )}
      </div>
      <div className="mt-6">
        <ServicesSwitch filter={filter} />
      </div>
      <div className="mt-8">
        {filter.blocked ? (
          <ServicesBlocked reason={filter.blocked} />
        ) : (
          <TitleGrid
            badge={servicesBadge(filter.services)}
            watchlist={watchlist.cardProps}
            label={selected ? `${selected.name} shows` : 'Shows'}
            titles={titles}
            isLoading={loading}
            emptyText={filter.on ? 'No shows like these on your services.' : 'No shows found.'}
          />
        )}
        {titles.length > 0 && (
          <LoadMore
            hasMore={shows.hasNextPage}
            isLoadingMore={shows.isFetchingNextPage}
            onLoadMore={() => void shows.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
