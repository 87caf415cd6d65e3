import type { RatingLimits } from '@unclewatch/core';
import { US_MOVIE_RATINGS, US_TV_RATINGS } from '@unclewatch/core/browser';
import { useId } from 'react';

const select =
  'mt-1 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** The three choices of a rating limit: the highest movie and TV ratings, and unrated titles. */
export function RatingLimitFields({
  value,
  onChange,
}: {
  value: RatingLimits;
  onChange: (next: RatingLimits) => void;
}) {
  const id = useId();
  const set = (patch: Partial<RatingLimits>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-movie`} className="block text-sm font-medium">
          Highest movie rating
        </label>
        <select
          id={`${id}-movie`}
          className={select}
          value={value.maxMovie ?? ''}
          onChange={(e) => set({ maxMovie: e.currentTarget.value || null })}
        >
          <option value="">No limit</option>
          {US_MOVIE_RATINGS.map((r) => (
            <option key={r.rating} value={r.rating} title={r.meaning}>
              {r.rating}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-tv`} className="block text-sm font-medium">
          Highest TV rating
        </label>
        <select
          id={`${id}-tv`}
          className={select}
          value={value.maxTv ?? ''}
          onChange={(e) => set({ maxTv: e.currentTarget.value || null })}
        >
          <option value="">No limit</option>
          {US_TV_RATINGS.map((r) => (
            <option key={r.rating} value={r.rating} title={r.meaning}>
              {r.rating}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-unrated`} className="block text-sm font-medium">
          Unrated titles
        </label>
        <select
          id={`${id}-unrated`}
          className={select}
          value={value.unrated}
          onChange={(e) => set({ unrated: e.currentTarget.value === 'show' ? 'show' : 'hide' })}
        >
          <option value="hide">Hide (except ones made for children)</option>
          <option value="show">Show</option>
        </select>
      </div>
    </div>
  );
}
