import type { TitleSummary } from '@unclewatch/core';
import { isListable } from '@unclewatch/core/browser';
import { useMemo } from 'react';

import { Carousel } from '#/components/carousel/carousel';
import { useWatchlist } from '#/library/use-watchlist';

import { useHome } from './api/home';
import { Hero, HeroSkeleton } from './hero';
import { Newsletter } from './newsletter';

const rows = [
  { key: 'trendingMovies', title: 'Trending movies', empty: 'No trending movies found.' },
  { key: 'trendingTv', title: 'Trending TV', empty: 'No TV shows found.' },
  { key: 'hollywood', title: 'Popular Hollywood', empty: 'No Hollywood movies found.' },
  { key: 'bollywood', title: 'Popular Bollywood', empty: 'No Bollywood movies found.' },
] as const;

export function Component() {
  const watchlist = useWatchlist();
  const { data, isPending } = useHome();
  // One list per row for the life of the data, so a re-render (the session arriving) does not
  // render the cards again. A failed load shows the empty text rather than a broken page (§8).
  const lists = useMemo(
    () =>
      new Map<string, TitleSummary[]>(
        rows.map((row) => [row.key, (data?.[row.key] ?? []).filter(isListable)]),
      ),
    [data],
  );
  return (
    <>
      {isPending ? (
        <HeroSkeleton />
      ) : data?.hero ? (
        <Hero title={data.hero} prepared={data.heroOverview} />
      ) : null}
      {!isPending && !data?.hero && <h1 className="sr-only">UncleWatch home</h1>}
      {rows.map((row, index) => (
        <Carousel
          // Only the first row is on the first screen; the others render as they come near.
          deferred={index > 0}
          watchlist={watchlist.cardProps}
          key={row.key}
          title={row.title}
          titles={lists.get(row.key) ?? []}
          isLoading={isPending}
          emptyText={row.empty}
        />
      ))}
      <Newsletter />
    </>
  );
}
