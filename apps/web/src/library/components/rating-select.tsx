import type { MediaType } from '@unclewatch/core';
import { useId } from 'react';

import { useRateTitle, useRatings } from '#/library/api/ratings';
import { ratingOf } from '#/library/library';
import { useWatchlist } from '#/library/use-watchlist';

const values = Array.from({ length: 10 }, (_, i) => i + 1);

/** 'Rate' (0) or 1–10; enabled only for a tracked title: on the watchlist or watched (spec §5). */
export function RatingSelect({ type, id }: { type: MediaType; id: number }) {
  const selectId = useId();
  const watchlist = useWatchlist();
  const { data: ratings } = useRatings();
  const rate = useRateTitle();
  if (!watchlist.enabled) return null;
  const tracked = watchlist.isSaved(type, id) || watchlist.isWatched(type, id);
  const value = tracked ? ratingOf(ratings, type, id) : 0;

  return (
    <div className="inline-flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold">
        Your rating
      </label>
      <select
        id={selectId}
        value={value}
        disabled={!tracked}
        title={tracked ? undefined : 'Add to your watchlist or mark as watched to rate'}
        onChange={(event) => rate.mutate({ type, id, rating: Number(event.target.value) })}
        className="rounded-full border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <option value={0}>Rate</option>
        {values.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
