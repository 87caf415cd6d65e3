import type { TitleSummary } from '@unclewatch/core';

import { servicesBadge } from '#/shared/services-filter';
import { useTitlesOnMyServices } from '#/shared/services-api';
import type { CardWatchlist } from '#/components/title-card/title-card';

import { TitleCardSkeleton } from './skeleton';
import { cardPropsOf } from './title-card/from-summary';
import { TitleCard } from './title-card/title-card';

interface TitleGridProps {
  /** Visually hidden heading naming the results, e.g. 'Trending Today'. */
  label: string;
  titles: readonly TitleSummary[];
  isLoading: boolean;
  emptyText: string;
  /** Watchlist toggle props per card (signed-in users only). */
  watchlist?: CardWatchlist;
  /**
   * The same note on every card, e.g. 'On your services' when the list is filtered by them;
   * without it, the cards on the signed-in user's services say so one by one.
   */
  badge?: string;
}

const grid =
  'grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-4 gap-y-8 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]';

/** A responsive grid of title cards with skeletons while loading and an empty state. */
export function TitleGrid({
  label,
  titles,
  isLoading,
  emptyText,
  watchlist,
  badge,
}: TitleGridProps) {
  const onMine = useTitlesOnMyServices(titles, badge === undefined);
  const badgeOf = (item: TitleSummary) =>
    badge ?? (onMine.has(`${item.media_type}:${item.id}`) ? servicesBadge('mine') : undefined);
  return (
    <section aria-label={label} aria-busy={isLoading}>
      <h2 className="sr-only">{label}</h2>
      {isLoading ? (
        <div className={grid} role="status">
          <span className="sr-only">Loading titles…</span>
          {Array.from({ length: 10 }, (_, i) => (
            <TitleCardSkeleton key={i} className="w-full" />
          ))}
        </div>
      ) : titles.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 px-6 py-16 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {emptyText}
        </p>
      ) : (
        <ul className={grid}>
          {titles.map((item, index) => (
            <li key={`${item.media_type}-${item.id}`}>
              <TitleCard
                {...cardPropsOf(item)}
                {...watchlist?.(item.media_type, item.id)}
                size="fill"
                badge={badgeOf(item)}
                eager={index < 6}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
