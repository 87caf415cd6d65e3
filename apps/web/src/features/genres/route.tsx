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

import { useMovieGenres, useMoviesByGenre } from './api/genres';

export function Component() {
  const watchlist = useWatchlist();
  const [params, setParams] = useSearchParams();
  const genres = useMovieGenres();
  const list = genres.data ?? [];
  // ?genre= from detail pages, ?name= from the home hero; unknown or none: the first genre.
  const wanted = params.get('genre') ?? params.get('name');
  const selected = findGenreByName(list, wanted) ?? list[0];
  const filter = useServicesFilter();
  const movies = useMoviesByGenre(
    selected?.id,
    filter.services,
    !filter.pending && !filter.blocked,
  );
  const titles = flattenPages(movies.data?.pages ?? []);
  const loading =
    genres.isPending || filter.pending || (selected !== undefined && movies.isPending);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Genres">Pick a genre and browse the catalogue.</PageHeader>
      {genres.isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-24 rounded-full" />
          ))}
        </div>
      ) : (
        <GenreChips
          label="Genres"
          genres={list}
          selectedId={selected?.id}
          onSelect={(genre) => {
            const services = params.get(SERVICES_PARAM);
            setParams(services ? { genre: genre.name, services } : { genre: genre.name }, {
              replace: true,
            });
          }}
        />
      )}
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
            label={selected ? `${selected.name} movies` : 'Movies'}
            titles={titles}
            isLoading={loading}
            emptyText={filter.on ? 'No movies of this genre on your services.' : 'No movies found.'}
          />
        )}
        {titles.length > 0 && (
          <LoadMore
            hasMore={movies.hasNextPage}
            isLoadingMore={movies.isFetchingNextPage}
            onLoadMore={() => void movies.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
