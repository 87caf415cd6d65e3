import type { PersonCredits } from '@unclewatch/core';
import { imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';

import { TitleCardSkeleton } from '#/components/skeleton';
import { genreNamesOf } from '#/components/title-card/from-summary';
import { TitleCard } from '#/components/title-card/title-card';
import { useWatchlist } from '#/library/use-watchlist';

import { isTvCredit, knownFor } from './known-for';

interface KnownForRowProps {
  credits: PersonCredits | undefined;
  isLoading: boolean;
}

/** Up to 10 titles with posters; TV credits (they carry a name) link to /tv/{id}. */
export function KnownForRow({ credits, isLoading }: KnownForRowProps) {
  const titles = knownFor(credits?.cast ?? []);
  const watchlist = useWatchlist();
  return (
    <section aria-labelledby="known-for-heading" className="mt-14">
      <h2
        id="known-for-heading"
        className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-zinc-950 sm:text-2xl dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        Known For
      </h2>
      {isLoading ? (
        <div role="status" className="mt-5 flex gap-4 overflow-hidden">
          <span className="sr-only">Loading titles…</span>
          {Array.from({ length: 6 }, (_, i) => (
            <TitleCardSkeleton key={i} className="w-40 sm:w-48" />
          ))}
        </div>
      ) : titles.length === 0 ? (
        <p className="mt-5 rounded-2xl border border-dashed border-zinc-300 px-6 py-10 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No movies found.
        </p>
      ) : (
        <ul className="-mx-4 mt-5 flex gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:gap-5">
          {titles.map((credit) => (
            <li key={`${credit.media_type}-${credit.id}`}>
              <TitleCard
                id={credit.id}
                title={titleOf(credit)}
                imageUrl={imageUrl(credit.poster_path, 'w300')}
                isTV={isTvCredit(credit)}
                type={isTvCredit(credit) ? 'tv' : 'movie'}
                genres={genreNamesOf(credit.genre_ids)}
                year={yearOf(credit)}
                language={credit.original_language}
                uncleScore={credit.uncleScore}
                uncleScoreSources={credit.uncleScoreSources}
                {...watchlist.cardProps(isTvCredit(credit) ? 'tv' : 'movie', credit.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
