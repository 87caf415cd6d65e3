import {
  WATCHED_MAX_PER_TITLE_PER_DAY,
  type ImportItem,
  type ImportViewing,
} from '@unclewatch/core';

/**
 * The file's viewings the diary lacks: per day, only as many as the file has beyond the diary,
 * and never past WATCHED_MAX_PER_TITLE_PER_DAY on a day. Linear in the viewings.
 */
export function newViewings(
  viewings: ImportViewing[],
  perDay: Map<string, number> | undefined,
  onWatchlist: boolean,
): { date: string; rating: number | null; rewatch: boolean }[] {
  const implied = viewings.filter((v) => v.implied);
  // "Rated, so seen" only when nothing else tracks the title.
  if (implied.length === viewings.length && (perDay || onWatchlist)) return [];
  const seen = new Map<string, number>();
  const fresh = [];
  for (const v of viewings) {
    const nth = (seen.get(v.date) ?? 0) + 1;
    seen.set(v.date, nth);
    // The nth viewing of a day in the file is new when the diary has fewer than n that day.
    if (nth > (perDay?.get(v.date) ?? 0) && nth <= WATCHED_MAX_PER_TITLE_PER_DAY)
      fresh.push({ date: v.date, rating: v.rating ?? null, rewatch: v.rewatch });
  }
  return fresh;
}

/** The rating of the latest viewing that has one. */
export function latestRating(viewings: ImportViewing[]): number | undefined {
  return [...viewings].sort((a, b) => b.date.localeCompare(a.date)).find((v) => v.rating)?.rating;
}

/** A rating with neither the watchlist nor a viewing means "seen" (today, lacking a day). */
export function viewingsOf(item: ImportItem, today: string): ImportViewing[] {
  const viewings = item.watched ?? [];
  if (viewings.length > 0 || item.watchlist || item.rating === undefined) return viewings;
  return [{ date: today, rating: item.rating, rewatch: false, implied: true }];
}
