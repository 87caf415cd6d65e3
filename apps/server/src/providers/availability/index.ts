import type { MediaType, TitleWatchProviders, WatchProvidersResponse } from '@unclewatch/core';

/**
 * Where titles can be watched, per region (issue 33): the embedded dated US snapshots, or TMDB's
 * watch providers (JustWatch data, credited). Provider ids are TMDB's in both.
 */
export interface AvailabilityProvider {
  readonly mode: 'embedded' | 'live';
  /** The services known in a region (an empty list when the adapter knows none there). */
  services(region: string): Promise<WatchProvidersResponse>;
  /** A title's availability in every region the adapter knows; null for an unknown title. */
  title(type: MediaType, id: number): Promise<TitleWatchProviders | null>;
  /**
   * The same, read again from the upstream past the cache and stored for every reader (the
   * alerts job's daily look); a failure is thrown, never covered by an older answer.
   */
  refreshTitle(type: MediaType, id: number): Promise<TitleWatchProviders | null>;
}
