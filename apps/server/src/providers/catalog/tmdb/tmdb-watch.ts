import { availableIn, type TitleSummary, type WatchFilter } from '@unclewatch/core';

import { SNAPSHOT_REGION } from '../../../snapshot/index';
import type { AvailabilityProvider } from '../../availability/index';
import { UpstreamUnavailableError, type QueryValue } from '../../http/upstream';

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
 * (trending, search): each title's availability is looked up (cached a day). A title whose
 * look-up failed, or was answered by the snapshot for a region the snapshot does not know (it
 * has dated US facts only), is unknown, not "off the services": when nothing on the page is
 * known to be on them and something is unknown, the answer is "unavailable" (503) rather than
 * an empty list that would say the services have none of these titles.
 */
export async function onServices<T extends { results: TitleSummary[] }>(
  answer: T,
  watch: WatchFilter | undefined,
  availability: AvailabilityProvider | undefined,
): Promise<T> {
  if (!watch || !availability) return answer;
  const verdicts = await Promise.all(
    answer.results.map(async (t): Promise<'on' | 'off' | 'unknown'> => {
      const found = await availability.title(t.media_type, t.id).catch(() => undefined);
      if (found === undefined) return 'unknown';
      if (found === null) return 'off';
      if (found.source === 'snapshot' && watch.region !== SNAPSHOT_REGION) return 'unknown';
      return availableIn(found.results, watch) ? 'on' : 'off';
    }),
  );
  if (!verdicts.includes('on') && verdicts.includes('unknown')) {
    throw new UpstreamUnavailableError('tmdb', 'where these titles stream is unknown right now');
  }
  return { ...answer, results: answer.results.filter((_, i) => verdicts[i] === 'on') };
}
