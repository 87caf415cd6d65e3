import type { TitleDetails } from '@unclewatch/core';

import { StarIcon } from '#/components/icons';

import { DetailSection, panel } from './detail-section';
import { ratingsSummary } from './external-ratings';

const FORMULA =
  'Average of TMDB ×10, IMDb ×10 and Rotten Tomatoes %, missing ones left out, ÷10 to one decimal.';

/** External ratings (IMDb, Rotten Tomatoes, TMDB) and the Uncle Score with how it was made. */
export function RatingsPanel({ details }: { details: TitleDetails }) {
  const { rows, uncle } = ratingsSummary(details);
  return (
    <DetailSection title="Ratings">
      <div className={panel}>
        <div className="flex items-center gap-4">
          <div className="grid size-16 flex-none place-items-center rounded-2xl bg-amber-100 text-amber-900 ring-1 ring-amber-300/60 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30">
            <StarIcon width={28} height={28} />
          </div>
          <div>
            <p className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">Uncle Score</p>
            {uncle ? (
              <p className="text-3xl font-black text-zinc-950 dark:text-white">
                {uncle.score.toFixed(1)}
                <span className="text-base font-semibold text-zinc-500 dark:text-zinc-400">
                  /10
                </span>
              </p>
            ) : (
              <p className="font-semibold text-zinc-700 dark:text-zinc-300">
                Uncle Score unavailable
              </p>
            )}
          </div>
        </div>
        {uncle && (
          <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">
            From {uncle.sources.length ? uncle.sources.join(', ') : 'TMDB'}.
          </p>
        )}
        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{FORMULA}</p>
        <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-zinc-200 pt-4 text-center dark:border-zinc-800">
          {rows.map((row) => (
            <div key={row.source} className="rounded-xl bg-zinc-100 px-2 py-3 dark:bg-zinc-800/70">
              <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{row.source}</dt>
              <dd className="mt-1 text-lg font-bold text-zinc-950 dark:text-white">
                {row.value ?? (
                  <span className="text-sm font-medium text-zinc-600 dark:text-zinc-300">N/A</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </DetailSection>
  );
}
