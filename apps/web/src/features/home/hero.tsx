import type { TitleDetails } from '@unclewatch/core';
import { imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';
import { Link } from 'react-router';

import { Backdrop } from '#/components/backdrop';
import { GenreLink } from '#/components/genre-chip';
import { ArrowRightIcon } from '#/components/icons';
import { Skeleton } from '#/components/skeleton';
import { useOverview } from '#/shared/overview';

import { HomeSearch } from './home-search';

const frame =
  'relative isolate flex h-[60vh] min-h-[24rem] items-end overflow-hidden bg-zinc-950 text-white';

export function HeroSkeleton() {
  return (
    <div className={frame} role="status" aria-label="Loading featured title">
      <div className="mx-auto w-full max-w-7xl px-4 pb-12 opacity-60">
        <Skeleton kind="text-block" className="max-w-xl" />
      </div>
    </div>
  );
}

/** Spec §2 home hero: a random recommended title over its original-size backdrop. */
export function Hero({ title, prepared }: { title: TitleDetails; prepared: string | null }) {
  const overview = useOverview(title, prepared);
  const name = titleOf(title);
  const year = yearOf(title);
  const backdrop = imageUrl(title.backdrop_path ?? title.poster_path, 'original');
  const href = `/${title.media_type === 'tv' ? 'tv' : 'movie'}/${title.id}`;

  return (
    <section aria-labelledby="hero-title" className={frame}>
      <Backdrop src={backdrop} look="bright" />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pb-8 sm:gap-4 sm:pb-12">
        <p className="text-xs font-bold tracking-[0.2em] text-brand-400 uppercase">
          Uncle recommends{year && ` · ${year}`}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-3xl leading-tight font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {name}
        </h1>
        {title.genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-2">
            {title.genres.slice(0, 3).map((genre) => (
              <li key={genre.id}>
                <GenreLink
                  name={genre.name}
                  to={`/genres?name=${encodeURIComponent(genre.name)}`}
                />
              </li>
            ))}
          </ul>
        )}
        <p
          data-testid="hero-overview"
          className="line-clamp-3 max-w-2xl text-sm text-zinc-200 sm:text-lg"
        >
          {overview}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link
            to={href}
            className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-zinc-950 shadow-lg transition hover:bg-zinc-200"
          >
            More Details
            <ArrowRightIcon width={18} height={18} />
          </Link>
          <HomeSearch />
        </div>
      </div>
    </section>
  );
}
