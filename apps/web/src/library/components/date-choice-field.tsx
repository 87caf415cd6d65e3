import { useId } from 'react';

import type { DateChoice } from '#/library/date-choice';

const input =
  'rounded-full border border-zinc-300 bg-white px-3 py-1.5 text-sm text-zinc-900 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/**
 * The date question of a show's mark and of "Up to here" (decision 082): on a day (today by
 * default), each on its air date, or date unknown. `tone` follows the background it sits on.
 */
export function DateChoiceField({
  value,
  onChange,
  today,
  legend = 'When did you watch them?',
  tone = 'page',
}: {
  value: DateChoice;
  onChange(choice: DateChoice): void;
  today: string;
  legend?: string;
  tone?: 'page' | 'hero';
}) {
  const name = useId();
  const dayId = useId();
  const text = tone === 'hero' ? 'text-white' : 'text-zinc-900 dark:text-zinc-100';
  const day = value.kind === 'day' ? value.day : today;
  const radio = (kind: DateChoice['kind'], label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        checked={value.kind === kind}
        onChange={() => onChange(kind === 'day' ? { kind, day } : { kind })}
        className="size-4 accent-sky-600"
      />
      {label}
    </label>
  );
  return (
    <fieldset className={`flex flex-col gap-2 ${text}`}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {radio('day', 'On a day')}
        <label htmlFor={dayId} className="sr-only">
          The day watched
        </label>
        <input
          id={dayId}
          type="date"
          value={day}
          max={today}
          min="1888-01-01"
          disabled={value.kind !== 'day'}
          onChange={(event) => onChange({ kind: 'day', day: event.target.value })}
          className={input}
        />
      </div>
      {radio('air', 'Each on its air date')}
      {radio('unknown', 'Date unknown')}
    </fieldset>
  );
}
