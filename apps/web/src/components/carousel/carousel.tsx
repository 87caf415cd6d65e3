import type { TitleSummary } from '@unclewatch/core';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { useMarquee } from '#/shared/use-marquee';
import { isTakingOverServerHtml, useHydrated } from '#/shared/server-html';
import { useNearScreen } from '#/shared/use-near-screen';
import type { CardWatchlist } from '#/components/title-card/title-card';
import { usePrefersReducedMotion } from '#/shared/use-prefers-reduced-motion';

import { TitleCardSkeleton } from '../skeleton';
import { cardPropsOf } from '../title-card/from-summary';
import { cardWidths, TitleCard } from '../title-card/title-card';

/** Cards a row shows in a server-rendered first screen (a wide screen's worth). */
const FIRST_SCREEN_CARDS = 6;
/** Cards added per idle moment after that, so no one step keeps the browser busy long. */
const CARDS_PER_STEP = 3;

/**
 * How many of a row's cards to render: on the server and while the browser takes its HTML
 * over, a screen's worth (the first screen costs less to send, lay out and hydrate); then a
 * few more each time the browser is idle, until all show. A row mounted later renders them
 * all at once.
 */
function useCardLimit(total: number): number {
  const [limit, setLimit] = useState(() =>
    typeof window === 'undefined' || isTakingOverServerHtml() ? FIRST_SCREEN_CARDS : Infinity,
  );
  const done = limit >= total;
  useEffect(() => {
    if (done) return;
    const more = () => setLimit((shown) => shown + CARDS_PER_STEP);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(more, 50);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(more, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, [done, limit]);
  return done ? Infinity : limit;
}

interface CarouselProps {
  title: string;
  titles: readonly TitleSummary[];
  isLoading: boolean;
  emptyText: string;
  /** Watchlist toggle props per card (signed-in users only). */
  watchlist?: CardWatchlist;
  /**
   * Render the cards only once the row comes near the screen (rows below the first screen):
   * the page's first render, on the server and in the browser, is then the first screen's.
   */
  deferred?: boolean;
}

/**
 * A row that moves by itself (spec §2) as a CSS transform animation, which runs off the main
 * thread and stops off-screen (shared/use-marquee.ts). The list is shown twice (the second a
 * clone of the first's nodes) and one lap is half the track; the copy is inert and aria-hidden
 * so keyboard and screen-reader users meet each title once. The row still scrolls by hand.
 * Under prefers-reduced-motion it doesn't move and has no copy.
 */
export function Carousel({
  title,
  titles,
  isLoading,
  emptyText,
  watchlist,
  deferred = false,
}: CarouselProps) {
  const headingId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [section, near] = useNearScreen<HTMLElement>('100px', deferred);
  const reducedMotion = usePrefersReducedMotion();
  // Still until hydrated: the server's HTML has no copy, and knows nothing of reduced motion.
  const hydrated = useHydrated();
  const limit = useCardLimit(titles.length);
  const autoScroll = hydrated && limit === Infinity && !reducedMotion && titles.length > 0 && near;
  useMarquee(track, autoScroll);

  const list = useRef<HTMLUListElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  // The copy is decoration (inert, hidden from assistive tech): a clone of the list's nodes,
  // made again after every render, costs a fraction of rendering every card twice.
  useLayoutEffect(() => {
    if (!autoScroll || !list.current || !copy.current) return;
    const clone = list.current.cloneNode(true) as HTMLUListElement;
    clone.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
    // Cards fade in once seen (title-card); in the copy they show as seen.
    clone.querySelectorAll('article').forEach((card) => card.setAttribute('data-seen', 'true'));
    copy.current.replaceChildren(...clone.childNodes);
  });

  // Kept between renders, so starting the marquee does not render every card again.
  const cards = useMemo(
    () =>
      titles.slice(0, limit).map((item) => (
        <li key={`${item.media_type}-${item.id}`}>
          <TitleCard
            {...cardPropsOf(item)}
            {...watchlist?.(item.media_type, item.id)}
            size="small"
          />
        </li>
      )),
    [titles, watchlist, limit],
  );

  const listClass = `flex flex-none gap-4 pl-4 sm:gap-5 sm:pl-5 ${autoScroll ? '' : 'pr-4 sm:pr-5'}`;

  return (
    // content-visibility: rows below the fold cost no style, layout or paint until they near
    // the screen; the intrinsic size is a row's usual height, so the page keeps its length.
    <section
      ref={section}
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
      ) : !near ? (
        // A card's height (poster, title, meta), until the row comes near the screen.
        <div className="mt-5 pt-1 pb-4" data-testid="carousel-pending">
          <div className="h-[378px] sm:h-[424px] lg:h-[448px]" />
        </div>
      ) : (
        <div className="no-scrollbar mt-5 overflow-x-auto pt-1 pb-4">
          <div
            ref={track}
            data-testid="carousel-track"
            className={`flex w-max ${autoScroll ? 'marquee' : ''}`}
          >
            <ul ref={list} className={listClass}>
              {cards}
            </ul>
            {autoScroll && <ul ref={copy} className={listClass} aria-hidden inert data-copy />}
          </div>
        </div>
      )}
    </section>
  );
}
