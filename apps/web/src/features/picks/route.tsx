import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnclePick } from '@unclewatch/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useConfirm } from '#/components/confirm/confirm-context';
import { TrashIcon } from '#/components/icons';
import { PageHeader } from '#/components/page-header';
import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { ServicesSwitch } from '#/components/streaming-services/services-switch';
import { genreNamesOf } from '#/components/title-card/from-summary';
import { TitleCard, type CardWatchlist } from '#/components/title-card/title-card';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import {
  SERVICES_PARAM,
  cardServicesBadge,
  useHasServices,
  useServicesFilter,
} from '#/shared/services-filter';
import { useSession } from '#/shared/session';
import { useWatchlist } from '#/library/use-watchlist';

import {
  deletePick,
  picksOnServicesQueryOptions,
  picksQueryKey,
  picksQueryOptions,
} from '#/shared/picks-api';
import { PicksFilters } from './picks-filters';
import {
  PICKS_PAGE_SIZE,
  arrangePicks,
  filterOptions,
  filtersFromParams,
  paramsOf,
  sections,
  type PickFilters,
  type PickSection,
} from './picks-view';

/** /unclespick: the admins' recommendations in Movies, TV Shows and Animation. */
export function Component() {
  const { isAdmin } = useSession();
  const watchlist = useWatchlist();
  const queryClient = useQueryClient();
  // The filters and sort live in the URL, so a reload, a shared link or Back keeps them.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [shown, setShown] = useState<Record<PickSection, number>>({
    movie: PICKS_PAGE_SIZE,
    tv: PICKS_PAGE_SIZE,
    animation: PICKS_PAGE_SIZE,
  });
  const filter = useServicesFilter();
  const all = useQuery(picksQueryOptions());
  const onServices = useQuery({
    ...picksOnServicesQueryOptions(filter.services ?? ''),
    enabled: Boolean(filter.services),
  });
  const { data: picks = [], isPending: listPending } = filter.services ? onServices : all;
  // The switch off, one request says which cards are on my services (the badge).
  const hasServices = useHasServices();
  const onMine = useQuery({
    ...picksOnServicesQueryOptions('mine'),
    enabled: hasServices && (!filter.services || filter.services === 'mine'),
  });
  const badgeOf = useMemo(() => {
    const mineKeys = onMine.data && new Set(onMine.data.map((pick) => pick.id));
    return (pick: UnclePick) => cardServicesBadge(filter.services, mineKeys, pick.id);
  }, [onMine.data, filter.services]);
  const isPending = listPending || filter.pending;
  // The selects offer every pick's genres and languages, whatever the switch keeps.
  const options = useMemo(() => filterOptions(all.data ?? []), [all.data]);
  const arranged = useMemo(() => arrangePicks(picks, filters), [picks, filters]);

  const toast = useToast();
  const confirm = useConfirm();
  const remove = useMutation({
    mutationFn: (pick: UnclePick) => deletePick(pick.type, pick.tmdbId),
    onSuccess: () => toast.show('Deleted successfully.', 'success'),
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.body?.error : undefined;
      toast.show(`Error: ${message ?? 'Failed to delete'}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: picksQueryKey }),
  });
  const onDelete = isAdmin
    ? async (pick: UnclePick) => {
        const yes = await confirm({ message: `Delete "${pick.title}"?`, confirmLabel: 'Delete' });
        if (yes) remove.mutate(pick);
      }
    : undefined;

  const changeFilters = (next: PickFilters) => {
    const query = paramsOf(next);
    const services = params.get(SERVICES_PARAM);
    if (services) query.set(SERVICES_PARAM, services);
    setParams(query, { replace: true, preventScrollReset: true });
    setShown({ movie: PICKS_PAGE_SIZE, tv: PICKS_PAGE_SIZE, animation: PICKS_PAGE_SIZE });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Uncle's Pick">
        Hand-picked movies, shows and animation from Uncle.
      </PageHeader>
      <PicksFilters
        value={filters}
        onChange={changeFilters}
        genreIds={options.genreIds}
        languages={options.languages}
      />
      <div className="mt-6">
        <ServicesSwitch filter={filter} />
      </div>
      {filter.blocked ? (
        <div className="mt-10">
          <ServicesBlocked reason={filter.blocked} />
        </div>
      ) : isPending ? (
        <p role="status" className="mt-10 text-zinc-600 dark:text-zinc-400">
          Loading picks…
        </p>
      ) : (
        sections
          .filter((s) => filters.type === 'all' || filters.type === s.key)
          .map((section) => (
            <PickSectionView
              key={section.key}
              title={section.title}
              picks={arranged[section.key]}
              count={shown[section.key]}
              onLoadMore={() =>
                setShown((s) => ({ ...s, [section.key]: s[section.key] + PICKS_PAGE_SIZE }))
              }
              watchlist={watchlist.cardProps}
              badgeOf={badgeOf}
              onDelete={onDelete}
            />
          ))
      )}
    </div>
  );
}

interface PickSectionViewProps {
  title: string;
  picks: UnclePick[];
  count: number;
  onLoadMore: () => void;
  watchlist: CardWatchlist;
  badgeOf: (pick: UnclePick) => string | undefined;
  onDelete?: (pick: UnclePick) => void;
}

function PickSectionView({
  title,
  picks,
  count,
  onLoadMore,
  watchlist,
  badgeOf,
  onDelete,
}: PickSectionViewProps) {
  const headingId = `picks-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2
        id={headingId}
        className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white"
      >
        {title}
      </h2>
      {picks.length === 0 ? (
        <p className="mt-4 text-zinc-600 dark:text-zinc-400">No results found.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
          {picks.slice(0, count).map((pick) => (
            <li key={pick.id} className="relative">
              <TitleCard
                size="fill"
                id={pick.tmdbId}
                title={pick.title}
                imageUrl={pick.poster}
                genres={genreNamesOf(pick.genre_ids)}
                type={pick.type}
                language={pick.language}
                uncleScore={pick.uncleScore}
                uncleScoreSources={pick.uncleScoreSources}
                year={pick.year}
                badge={badgeOf(pick)}
                {...watchlist(pick.type, pick.tmdbId)}
              />
              {onDelete && (
                <button
                  type="button"
                  aria-label={`Delete "${pick.title}"`}
                  onClick={() => onDelete(pick)}
                  className="absolute top-2 left-2 grid size-9 place-items-center rounded-full bg-red-600 text-white shadow-md ring-1 ring-red-300 transition-colors hover:bg-red-700"
                >
                  <TrashIcon width={18} height={18} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {picks.length > count && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={onLoadMore}
            className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white shadow-lg shadow-brand-600/20 transition hover:bg-brand-700"
          >
            Load More
          </button>
        </div>
      )}
    </section>
  );
}
