import type { ServiceCoverage } from '@unclewatch/core';

type Row = ServiceCoverage['services'][number];

/** 0.4137 → '41 %' (the share of the watchlist, rounded; above 0 never shows as 0 %). */
export function percentOf(share: number): string {
  const percent = Math.round(share * 100);
  return `${share > 0 && percent === 0 ? '<1' : percent} %`;
}

/**
 * The rows worth showing: services that have at least one watchlist title, largest first; on
 * a tie, my own services lead.
 */
export function coverageRows(
  coverage: ServiceCoverage,
  mine: ReadonlySet<number> = new Set(),
  limit = 8,
): Row[] {
  const own = (row: Row) => (mine.has(row.id) ? 0 : 1);
  return coverage.services
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || own(a) - own(b) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** "Netflix has 41 % of your watchlist; Disney+ 12 %." — the chart in one sentence. */
export function coverageSummary(rows: readonly Row[]): string {
  if (rows.length === 0) return 'No service of your country has a title of your watchlist.';
  const [first, ...rest] = rows;
  const tail = rest.map((row) => `; ${row.name} ${percentOf(row.share)}`).join('');
  return `${first!.name} has ${percentOf(first!.share)} of your watchlist${tail}.`;
}
