import type { MediaType, StreamingSource } from '@unclewatch/core';

import { regionName } from '#/shared/regions';

export type StreamingView =
  { kind: 'sources'; sources: StreamingSource[] } | { kind: 'none'; note: string };

/**
 * Spec §2, with the country in use instead of a fixed one (issue #45): a movie prefers the
 * `region` (the user's saved one, else the instance's default) and otherwise shows every region;
 * a TV show keeps only subscription or free sources, the region's first, and otherwise says
 * "Unavailable in <that country>". Duplicate services in one region collapse to one.
 */
export function streamingView(
  type: MediaType,
  all: readonly StreamingSource[],
  region: string,
): StreamingView {
  let sources: StreamingSource[];
  if (type === 'tv') {
    const usable = all.filter((s) => s.type === 'sub' || s.type === 'free');
    if (usable.length === 0) return { kind: 'none', note: `Unavailable in ${regionName(region)}` };
    const here = usable.filter((s) => s.region === region);
    sources = here.length > 0 ? here : usable;
  } else {
    const here = all.filter((s) => s.region === region);
    sources = here.length > 0 ? here : [...all];
    if (sources.length === 0) return { kind: 'none', note: 'Not available for streaming.' };
  }
  const seen = new Set<string>();
  const unique = sources.filter((s) => {
    const key = `${s.region}:${s.name}:${s.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { kind: 'sources', sources: unique };
}

const typeLabels: Record<StreamingSource['type'], string> = {
  sub: 'Subscription',
  free: 'Free',
  rent: 'Rent',
  buy: 'Buy',
  tve: 'TV provider',
};

export const streamingTypeLabel = (type: StreamingSource['type']) => typeLabels[type];

/** "Netflix · US · as of 2022-07": the region always, the snapshot month when known. */
export function streamingLabel(source: StreamingSource): string {
  const parts = [source.name, source.region];
  if (source.snapshot) parts.push(`as of ${source.snapshot.slice(0, 7)}`);
  return parts.join(' · ');
}
