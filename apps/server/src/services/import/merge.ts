import {
  WATCHED_MAX_PER_TITLE_PER_DAY,
  type ImportEpisode,
  type ImportViewing,
} from '@unclewatch/core';

/** The fields of an import row that merging reads and writes. */
export interface MergeableRow {
  rating?: number;
  /** Day of the rating, to pick the latest of several. */
  date?: string;
  watchlist: boolean;
  viewings: ImportViewing[];
  /** Episode viewings of a show: all rows' are kept. */
  episodes?: ImportEpisode[];
}

/**
 * Several files (or several rows of one file) can name one title: it becomes one row. The
 * watchlist flag is kept if any row has it; the current rating is the latest-dated one (ties:
 * the later row); explicit viewings are all kept; an implied viewing ("rated, so
 * seen") is kept only when the title has no explicit one, and then only one. A day keeps at
 * most WATCHED_MAX_PER_TITLE_PER_DAY viewings. Linear in the rows and viewings (plus a sort).
 */
export function mergeRows<R extends MergeableRow>(rows: R[], keyOf: (row: R) => string): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...row, viewings: [...row.viewings] });
      continue;
    }
    seen.watchlist ||= row.watchlist;
    if (
      row.rating !== undefined &&
      (seen.rating === undefined || (row.date ?? '') >= (seen.date ?? ''))
    ) {
      seen.rating = row.rating;
      seen.date = row.date ?? '';
    }
    seen.viewings.push(...row.viewings);
    if (row.episodes) seen.episodes = [...(seen.episodes ?? []), ...row.episodes];
  }
  for (const row of byKey.values()) row.viewings = tidyViewings(row.viewings);
  return [...byKey.values()];
}

function tidyViewings(viewings: ImportViewing[]): ImportViewing[] {
  const explicit = viewings.filter((v) => !v.implied);
  if (explicit.length > 0) return capPerDay(explicit.sort((a, b) => a.date.localeCompare(b.date)));
  // Prefer the implied viewing that carries a rating (a ratings file over a watched list).
  const implied = [...viewings].sort(
    (a, b) => Number(b.rating !== undefined) - Number(a.rating !== undefined),
  );
  return implied.slice(0, 1);
}

/** The first WATCHED_MAX_PER_TITLE_PER_DAY viewings of each day, in their order. */
export function capPerDay<V extends { date: string }>(viewings: V[]): V[] {
  const perDay = new Map<string, number>();
  return viewings.filter((v) => {
    const count = (perDay.get(v.date) ?? 0) + 1;
    perDay.set(v.date, count);
    return count <= WATCHED_MAX_PER_TITLE_PER_DAY;
  });
}

/** Histories without a rewatch flag (Trakt): every viewing after the first is a rewatch. */
export function flagRewatches(viewings: ImportViewing[]): ImportViewing[] {
  return viewings.map((v, i) => ({ ...v, rewatch: v.rewatch || (i > 0 && !v.implied) }));
}
