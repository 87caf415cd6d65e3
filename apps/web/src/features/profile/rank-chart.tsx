import { useId } from 'react';

import { plural } from './stats-format';

/**
 * A ranked list with a horizontal bar each: the names and counts are the text, the bars only
 * draw them (hidden from assistive technology).
 */
export function RankChart({
  title,
  items,
  unit,
  empty,
  barClassName = 'bg-brand-600 dark:bg-brand-400',
}: {
  title: string;
  items: readonly { name: string; count: number }[];
  /** What a count counts, singular: 'title'. */
  unit: string;
  empty: string;
  barClassName?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <figure aria-labelledby={id} className="min-w-0">
      <figcaption>
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
      </figcaption>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>
      ) : (
        <ol aria-label={title} className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.name} className="text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="truncate">{item.name}</span>
                <span className="shrink-0 tabular-nums text-zinc-600 dark:text-zinc-400">
                  {plural(item.count, unit)}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="mt-1 h-1.5 rounded-full bg-zinc-100 dark:bg-zinc-800"
              >
                <div
                  className={`h-1.5 rounded-full ${barClassName}`}
                  style={{ width: `${(item.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
