import { uncleScoreFields, yearOf, type WatchlistEntry } from '@unclewatch/core';

import type { CatalogProvider } from '../providers/catalog/index';

/**
 * Watchlist entries with what their cards show everywhere else: year, genres and the Uncle
 * Score as the catalogue computes it now. A title the catalogue no longer answers for keeps
 * the score of its stored public rating.
 */
export function withCardFacts(
  catalog: CatalogProvider,
  entries: readonly WatchlistEntry[],
): Promise<WatchlistEntry[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const details = await catalog.details(entry.type, entry.titleId).catch(() => null);
      if (!details) return { ...entry, ...uncleScoreFields({ tmdbRating: entry.rating }) };
      return {
        ...entry,
        year: yearOf(details),
        genre_ids: details.genre_ids,
        uncleScore: details.uncleScore,
        uncleScoreSources: details.uncleScoreSources,
      };
    }),
  );
}
