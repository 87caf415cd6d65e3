import type { TitleWatchProviders } from '@unclewatch/core';

/**
 * Where the facts come from, as the page says it: live data credits JustWatch; snapshot data
 * names its country and date and says it may be out of date.
 */
export function sourceLabel(
  data: Pick<TitleWatchProviders, 'source' | 'asOf' | 'attribution'>,
  region: string,
): string {
  if (data.source === 'tmdb') return data.attribution ?? 'Data from JustWatch';
  const dated = data.asOf
    ? `${region} availability as of ${data.asOf} (snapshot), may be out of date.`
    : `${region} availability from a dated snapshot, may be out of date.`;
  // A snapshot taken from JustWatch credits it too.
  return data.attribution ? `${dated} ${data.attribution}.` : dated;
}
