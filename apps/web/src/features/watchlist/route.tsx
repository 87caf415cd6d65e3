import { useMemo } from 'react';
import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { ServicesSwitch } from '#/components/streaming-services/services-switch';
import { TitleCardSkeleton } from '#/components/skeleton';
import { genreNamesOf } from '#/components/title-card/from-summary';
import { TitleCard } from '#/components/title-card/title-card';
import { cardServicesBadge, useHasServices, useServicesFilter } from '#/shared/services-filter';
import { useSession } from '#/shared/session';
import { useWatchlistEntries, useWatchlistOnServices } from '#/library/api/watchlist';
import { libraryKey } from '#/library/library';
import { useWatchlist } from '#/library/use-watchlist';

const grid =
  'grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-4 gap-y-8 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]';

/** /watchlist: the signed-in user's saved titles, newest first, each with its toggle. */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const all = useWatchlistEntries();
  const filter = useServicesFilter();
  // Filtered, its own key under ['watchlist'], so a save or removal refreshes it too.
  const onServices = useWatchlistOnServices(filter.services, true);
  const { data: entries = [], isPending } = filter.services ? onServices : all;
  const watchlist = useWatchlist();
  // The switch off, one request says which cards are on my services (the badge).
  const hasServices = useHasServices();
  const onMine = useWatchlistOnServices(
    'mine',
    hasServices && (!filter.services || filter.services === 'mine'),
  );
  const mineKeys = useMemo(
    () => onMine.data && new Set(onMine.data.map((entry) => libraryKey(entry.type, entry.titleId))),
    [onMine.data],
  );

  if (!sessionPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Watchlist</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to view your watchlist.
        </p>
        <Link
          to="/login"
          className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Log In
        </Link>
      </section>
    );
  }

  const loading = sessionPending || filter.pending || isPending;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Your Watchlist">Movies and shows you saved for later.</PageHeader>
      <div className="mb-8">
        <ServicesSwitch filter={filter} />
      </div>
      {filter.blocked ? (
        <ServicesBlocked reason={filter.blocked} />
      ) : loading ? (
        <div className={grid} role="status">
          <span className="sr-only">Loading your watchlist…</span>
          {Array.from({ length: 6 }, (_, i) => (
            <TitleCardSkeleton key={i} className="w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 px-6 py-16 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {filter.on
            ? 'Nothing on your watchlist is on your services.'
            : 'Your watchlist is empty. Add some movies or shows!'}
        </p>
      ) : (
        <ul aria-label="Watchlist" className={grid}>
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <TitleCard
                id={entry.titleId}
                type={entry.type}
                title={entry.title}
                imageUrl={entry.imageUrl}
                language={entry.language || undefined}
                year={entry.year}
                genres={genreNamesOf(entry.genre_ids ?? [])}
                uncleScore={entry.uncleScore}
                uncleScoreSources={entry.uncleScoreSources}
                size="fill"
                badge={cardServicesBadge(
                  filter.services,
                  mineKeys,
                  libraryKey(entry.type, entry.titleId),
                )}
                eager={index < 6}
                {...watchlist.cardProps(entry.type, entry.titleId)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
