import { sourceLabel } from '#/shared/availability-source';
import { useCoverage } from '#/shared/services-api';

import { coverageRows, coverageSummary, percentOf } from './coverage-format';
import { emptyClass } from './library-list';

/**
 * How much of my watchlist each service of my region has, as horizontal bars whose text
 * (name, share, count) is the chart's own content, so it reads the same without the bars.
 */
export function CoverageChart({ mine }: { mine: ReadonlySet<number> }) {
  const coverage = useCoverage(true);
  if (coverage.isPending) {
    return (
      <p role="status" className={emptyClass}>
        Loading your watchlist coverage…
      </p>
    );
  }
  if (!coverage.data) return null;
  const { total, region } = coverage.data;
  const rows = coverageRows(coverage.data, mine);
  return (
    <figure
      aria-labelledby="coverage-title"
      className="border-t border-zinc-200 pt-5 dark:border-zinc-800"
    >
      <figcaption>
        <h3 id="coverage-title" className="text-sm font-semibold">
          Your watchlist on each service
        </h3>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          {total === 0
            ? 'Add titles to your watchlist to see which service has most of them.'
            : coverageSummary(rows)}
        </p>
      </figcaption>
      {total > 0 && rows.length > 0 && (
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <li key={row.id}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium">{row.name}</span>
                <span className="tabular-nums text-zinc-700 dark:text-zinc-300">
                  {percentOf(row.share)} ({row.count} of {total})
                </span>
              </div>
              <div
                aria-hidden="true"
                className="mt-1 h-2 rounded-full bg-zinc-200 dark:bg-zinc-800"
              >
                <div
                  className="h-2 rounded-full bg-brand-600 dark:bg-brand-400"
                  style={{ width: `${Math.max(2, Math.round(row.share * 100))}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">
        {sourceLabel(coverage.data, region)}
      </p>
    </figure>
  );
}
