import type { Monetization, RegionAvailability } from '../api/services';

/** A list filter: keep titles on any of these services in the region, in these kinds. */
export interface WatchFilter {
  region: string;
  providerIds: readonly number[];
  monetization: readonly Monetization[];
}

/**
 * True when a region's availability has one of the filter's services in one of its kinds: one
 * rule for every availability adapter and list.
 */
export function availableIn(
  results: Record<string, RegionAvailability>,
  filter: WatchFilter,
): boolean {
  const region = results[filter.region];
  if (!region) return false;
  return filter.monetization.some((kind) =>
    (region[kind] ?? []).some((e) => filter.providerIds.includes(e.provider_id)),
  );
}
