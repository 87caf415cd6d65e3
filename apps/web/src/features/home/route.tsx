import { isListable } from '@unclewatch/core/browser';

import { Carousel } from '#/components/carousel/carousel';
import { useWatchlist } from '#/lib/use-watchlist';

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
  return (
    <>
      {isPending ? (
        <HeroSkeleton />
      ) : data?.hero ? (
        <Hero title={data.hero} prepared={data.heroOverview} />
      ) : null}
      {!isPending && !data?.hero && <h1 className="sr-only">UncleWatch home</h1>}
      {rows.map((row) => (
        <Carousel
          watchlist={watchlist.cardProps}
          key={row.key}
          title={row.title}
          // A failed load shows the empty text rather than a broken page (spec §8).
          titles={(data?.[row.key] ?? []).filter(isListable)}
          isLoading={isPending}
          emptyText={row.empty}
        />
      ))}
      <Newsletter />
    </>
  );
}
