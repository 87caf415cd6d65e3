import { availableIn, type TitleSummary, type WatchFilter } from '@unclewatch/core';

import type { AvailabilityProvider } from '../../availability/index';
import type { QueryValue } from '../../http/upstream';

/** A services filter as TMDB's discover parameters (ids and kinds pipe-separated: any of). */
export function watchParams(watch: WatchFilter | undefined): Record<string, QueryValue> {
  if (!watch) return {};
  return {
    with_watch_providers: watch.providerIds.join('|'),
    watch_region: watch.region,
    with_watch_monetization_types: watch.monetization.join('|'),
  };
}

/** A services filter's part of a cache key. */
export function watchKey(watch: WatchFilter | undefined): string {
  if (!watch) return '';
  return `:w:${watch.region}:${watch.providerIds.join('|')}:${watch.monetization.join('|')}`;
}

/**
 * A page narrowed to the titles on the filter's services, for the lists TMDB cannot filter
 * (trending, search): each title's availability is looked up (cached a day).
 */
export async function onServices<T extends { results: TitleSummary[] }>(
  answer: T,
  watch: WatchFilter | undefined,
  availability: AvailabilityProvider | undefined,
): Promise<T> {
  if (!watch || !availability) return answer;
  const keep = await Promise.all(
    answer.results.map(async (t) => {
      const found = await availability.title(t.media_type, t.id).catch(() => null);
      return found !== null && availableIn(found.results, watch);
    }),
  );
  return { ...answer, results: answer.results.filter((_, i) => keep[i]) };
}
