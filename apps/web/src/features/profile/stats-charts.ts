import type { WatchedStats } from '@unclewatch/core';

import type { ChartBar } from './bar-chart';
import { monthLong, monthShort, plural } from './stats-format';

/**
 * The per-month bars (viewings: a rewatch counts again; or, with `unit` 'episode', episode
 * viewings) and the sentence that sums them up.
 */
export function monthChart(
  months: WatchedStats['perMonth'],
  year: number | null = null,
  unit: 'viewing' | 'episode' = 'viewing',
) {
  const perMonth = months.map((m) => ({
    month: m.month,
    count: unit === 'episode' ? m.episodes : m.count,
  }));
  const bars: ChartBar[] = perMonth.map(({ month, count }) => ({
    key: month,
    label: monthShort(month).slice(0, 3),
    name: monthLong(month),
    count,
  }));
  const total = perMonth.reduce((n, m) => n + m.count, 0);
  const first = perMonth[0];
  const last = perMonth.at(-1);
  const span =
    year !== null
      ? ` in ${year}`
      : first && last
        ? ` from ${monthLong(first.month)} to ${monthLong(last.month)}`
        : '';
  const busiest = perMonth.reduce<(typeof perMonth)[number] | null>(
    (best, m) => (m.count > (best?.count ?? 0) ? m : best),
    null,
  );
  const summary =
    `${plural(total, unit)}${span}` +
    (busiest ? `; most in ${monthLong(busiest.month)} (${busiest.count}).` : '.');
  return { bars, summary };
}

/**
 * All time's bars: one per year (viewings, or with `unit` 'episode' episode viewings), summed
 * from the months, and the sentence that sums them up.
 */
export function yearChart(
  months: WatchedStats['perMonth'],
  unit: 'viewing' | 'episode' = 'viewing',
) {
  const perYear = new Map<string, number>();
  for (const m of months) {
    const year = m.month.slice(0, 4);
    perYear.set(year, (perYear.get(year) ?? 0) + (unit === 'episode' ? m.episodes : m.count));
  }
  const years = [...perYear].map(([year, count]) => ({ year, count }));
  const bars: ChartBar[] = years.map(({ year, count }) => ({
    key: year,
    // Over many years, every fifth is named under the bars (the table names them all).
    label: perYear.size <= 16 || Number(year) % 5 === 0 ? `’${year.slice(2)}` : '',
    name: year,
    count,
  }));
  const total = years.reduce((n, y) => n + y.count, 0);
  const first = years[0];
  const last = years.at(-1);
  const span =
    first && last
      ? first === last
        ? ` in ${first.year}`
        : ` from ${first.year} to ${last.year}`
      : '';
  const busiest = years.reduce<(typeof years)[number] | null>(
    (best, y) => (y.count > (best?.count ?? 0) ? y : best),
    null,
  );
  const summary =
    `${plural(total, unit)}${span}` +
    (busiest ? `; most in ${busiest.year} (${busiest.count}).` : '.');
  return { bars, summary };
}

/** The 1–10 bars and their sentence: how many rated titles, and the average. */
export function ratingChart(ratings: WatchedStats['ratings']) {
  const bars: ChartBar[] = ratings.map(({ rating, count }) => ({
    key: String(rating),
    label: String(rating),
    name: `${rating}/10`,
    count,
  }));
  const total = ratings.reduce((n, r) => n + r.count, 0);
  const sum = ratings.reduce((n, r) => n + r.rating * r.count, 0);
  const summary =
    total === 0
      ? 'No ratings yet.'
      : `${plural(total, 'rated title')}, on average ${(sum / total).toLocaleString('en-GB', { maximumFractionDigits: 1 })}/10.`;
  return { bars, summary, total };
}
