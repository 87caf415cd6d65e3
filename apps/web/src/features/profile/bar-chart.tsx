import { useId } from 'react';

export interface ChartBar {
  key: string;
  /** Under the bar: short ('Mar', '7'). */
  label: string;
  /** In the text equivalent: in full ('March 2025', '7/10'). */
  name: string;
  count: number;
}

/**
 * Vertical bars drawn with CSS. The drawing is hidden from assistive technology; a visually
 * hidden table with the same values is its text equivalent, and the caption sums it up.
 */
export function BarChart({
  title,
  summary,
  labelHeader,
  valueHeader,
  bars,
  barClassName = 'bg-brand-600 dark:bg-brand-400',
}: {
  title: string;
  summary: string;
  labelHeader: string;
  valueHeader: string;
  bars: readonly ChartBar[];
  barClassName?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.count));
  // Many bars (all time over decades): thin gaps and no counts over the bars (the table has them).
  const dense = bars.length > 24;
  const gap = dense ? 'gap-px' : 'gap-1 sm:gap-2';
  const pct = (count: number) => (count / max) * 100;
  return (
    <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <p id={`${id}-summary`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden="true" className="mt-3">
        <div className={`flex h-36 border-b border-zinc-300 pt-4 dark:border-zinc-700 ${gap}`}>
          {bars.map((b) => (
            <div key={b.key} className="relative min-w-0 flex-1">
              {b.count > 0 && (
                <>
                  <div
                    className={`absolute inset-x-0 bottom-0 rounded-t-sm ${barClassName}`}
                    style={{ height: `max(2px, ${pct(b.count)}%)` }}
                  />
                  <span
                    hidden={dense}
                    className="absolute inset-x-0 text-center text-[10px] leading-4 tabular-nums text-zinc-700 sm:text-xs dark:text-zinc-300"
                    style={{ bottom: `${pct(b.count)}%` }}
                  >
                    {b.count}
                  </span>
                </>
              )}
            </div>
          ))}
        </div>
        <div className={`mt-1 flex ${gap}`}>
          {bars.map((b) => (
            <span
              key={b.key}
              className={`min-w-0 flex-1 text-center text-[10px] text-zinc-600 sm:text-xs dark:text-zinc-400 ${dense ? 'overflow-visible whitespace-nowrap' : 'overflow-hidden'}`}
            >
              {b.label}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.key}>
              <th scope="row">{b.name}</th>
              <td>{b.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
