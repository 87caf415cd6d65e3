import type {
  Monetization,
  RegionAvailability,
  TitleProviderEntry,
  WatchFilter,
} from '@unclewatch/core';

import type { SnapshotTitle } from './titles';

/**
 * The streaming services the embedded snapshots cover (US only, 2021–22), under TMDB's
 * watch-provider ids so a saved service means the same service offline and live.
 */
export const SNAPSHOT_SERVICES: readonly { id: number; name: string }[] = [
  { id: 8, name: 'Netflix' },
  { id: 9, name: 'Prime Video' },
  { id: 15, name: 'Hulu' },
  { id: 337, name: 'Disney+' },
];
const idOf = new Map(SNAPSHOT_SERVICES.map((s) => [s.name, s.id]));

/** The only region the snapshots know. */
export const SNAPSHOT_REGION = 'US';

const kindOf: Record<'sub' | 'free' | 'rent' | 'buy', Monetization> = {
  sub: 'flatrate',
  free: 'free',
  rent: 'rent',
  buy: 'buy',
};

/** What the snapshots say of a title, TMDB-shaped by region; each entry says its source and date. */
export function snapshotAvailability(title: SnapshotTitle): Record<string, RegionAvailability> {
  const results: Record<string, Partial<Record<Monetization, TitleProviderEntry[]>>> = {};
  for (const s of title.streaming ?? []) {
    const id = idOf.get(s.name);
    if (id === undefined) continue;
    const region = (results[s.region] ??= {});
    const list = (region[kindOf[s.type]] ??= []);
    const entry = { provider_id: id, provider_name: s.name, source: s.source, asOf: s.snapshot };
    const same = list.findIndex((e) => e.provider_id === id);
    // Two snapshots of one service: the newer one says it.
    if (same === -1) list.push(entry);
    else if ((list[same]!.asOf ?? '') < s.snapshot) list[same] = entry;
  }
  return results;
}

/** The snapshot title's own check, without building DTOs (lists filter thousands). */
export function snapshotTitleAvailable(title: SnapshotTitle, filter: WatchFilter): boolean {
  if (filter.region !== SNAPSHOT_REGION || !title.streaming) return false;
  return title.streaming.some(
    (s) =>
      s.region === filter.region &&
      filter.monetization.includes(kindOf[s.type]) &&
      filter.providerIds.includes(idOf.get(s.name) ?? -1),
  );
}
