import type { TitleSummary } from '@unclewatch/core';
import { useId, useRef } from 'react';

import { useMarquee } from '#/lib/use-marquee';
import type { CardWatchlist } from '#/lib/use-watchlist';
import { usePrefersReducedMotion } from '#/lib/use-prefers-reduced-motion';

import { TitleCardSkeleton } from '../skeleton';
import { cardPropsOf } from '../title-card/from-summary';
import { cardWidths, TitleCard } from '../title-card/title-card';

interface CarouselProps {
  title: string;
  titles: readonly TitleSummary[];
  isLoading: boolean;
  emptyText: string;
  /** Watchlist toggle props per card (signed-in users only). */
  watchlist?: CardWatchlist;
}

/**
 * A row that moves by itself (spec §2) as a CSS transform animation, which runs off the main
 * thread and stops off-screen (lib/use-marquee.ts). The list is rendered twice and one lap is
 * half the track; the copy is inert and aria-hidden so keyboard and screen-reader users meet
 * each title once. The row still scrolls by hand. Under prefers-reduced-motion it doesn't move
 * and has no copy.
 */
export function Carousel({ title, titles, isLoading, emptyText, watchlist }: CarouselProps) {
  const headingId = useId();
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const autoScroll = !reducedMotion && titles.length > 0;
  useMarquee(track, autoScroll);

  const row = (copy: boolean) => (
    <ul
      className={`flex flex-none gap-4 pl-4 sm:gap-5 sm:pl-5 ${autoScroll ? '' : 'pr-4 sm:pr-5'}`}
      aria-hidden={copy || undefined}
      inert={copy}
      data-copy={copy || undefined}
    >
      {titles.map((item) => (
        <li key={`${item.media_type}-${item.id}`}>
          <TitleCard
            {...cardPropsOf(item)}
            {...watchlist?.(item.media_type, item.id)}
            size="small"
          />
        </li>
      ))}
    </ul>
  );

  return (
    // content-visibility: rows below the fold cost no style, layout or paint until they near
    // the screen; the intrinsic size is a row's usual height, so the page keeps its length.
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-12 max-w-7xl [contain-intrinsic-size:auto_440px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_520px]"
    >
      <h2
        id={headingId}
        className="flex items-center gap-3 px-4 text-xl font-extrabold tracking-tight text-zinc-950 sm:text-2xl dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        {title}
      </h2>
      {isLoading ? (
        <div role="status" className="mt-5 flex gap-4 overflow-hidden px-4 sm:gap-5">
          <span className="sr-only">Loading {title}…</span>
          {Array.from({ length: 7 }, (_, i) => (
            <TitleCardSkeleton key={i} className={cardWidths.small} />
          ))}
        </div>
      ) : titles.length === 0 ? (
        <p className="mx-4 mt-5 rounded-2xl border border-dashed border-zinc-300 px-6 py-10 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {emptyText}
        </p>
      ) : (
        <div className="no-scrollbar mt-5 overflow-x-auto pt-1 pb-4">
          <div
            ref={track}
            data-testid="carousel-track"
            className={`flex w-max ${autoScroll ? 'marquee' : ''}`}
          >
            {row(false)}
            {autoScroll && row(true)}
          </div>
        </div>
      )}
    </section>
  );
}
