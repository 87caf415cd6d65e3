import type { MediaType, StreamingSource } from '@unclewatch/core';

export const PREFERRED_REGION = 'IN';

export type StreamingView =
  | { kind: 'sources'; sources: StreamingSource[] }
  | { kind: 'none'; note: 'Not available for streaming.' | 'Unavailable in India' };

/**
 * Spec §2: a movie prefers region IN and otherwise shows every region; a TV show keeps only
 * subscription or free sources and otherwise says 'Unavailable in India'. Duplicate services
 * in one region (the same name listed twice) collapse to one.
 */
export function streamingView(type: MediaType, all: readonly StreamingSource[]): StreamingView {
  let sources: StreamingSource[];
  if (type === 'tv') {
    sources = all.filter((s) => s.type === 'sub' || s.type === 'free');
    if (sources.length === 0) return { kind: 'none', note: 'Unavailable in India' };
  } else {
    const india = all.filter((s) => s.region === PREFERRED_REGION);
    sources = india.length > 0 ? india : [...all];
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
