import type { RatingLimits } from '@unclewatch/core';
import { US_MOVIE_RATINGS, US_TV_RATINGS } from '@unclewatch/core/browser';
import { useId } from 'react';

const select =
  'mt-1 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** One scale's highest rating, or no limit. */
function RatingSelect({
  id,
  label,
  ratings,
  value,
  onChange,
}: {
  id: string;
  label: string;
  ratings: readonly { rating: string; meaning: string }[];
  value: string | null;
  onChange: (rating: string | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={select}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || null)}
      >
        <option value="">No limit</option>
        {ratings.map((r) => (
          <option key={r.rating} value={r.rating} title={r.meaning}>
            {r.rating}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <RatingSelect
        id={`${id}-movie`}
        label="Highest movie rating"
        ratings={US_MOVIE_RATINGS}
        value={value.maxMovie}
        onChange={(maxMovie) => set({ maxMovie })}
      />
      <RatingSelect
        id={`${id}-tv`}
        label="Highest TV rating"
        ratings={US_TV_RATINGS}
        value={value.maxTv}
        onChange={(maxTv) => set({ maxTv })}
      />
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
