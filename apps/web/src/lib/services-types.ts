import type { MediaType } from '@unclewatch/core';

export type { MediaType };

/** GET /api/watch/providers?region=XX */
export interface WatchProvidersResponse {
  region: string;
  providers: { id: number; name: string; logo?: string | null }[];
}

/** GET|PUT /api/me/services */
export interface MyServices {
  region: string;
  services: number[];
}

/** GET /api/me/services/coverage */
export interface ServicesCoverage {
  region: string;
  services: { id: number; name: string; count: number; share: number }[];
}

export interface ProviderOffer {
  provider_id: number;
  provider_name: string;
  logo_path?: string | null;
  display_priority?: number;
}

export interface RegionAvailability {
  link?: string;
  flatrate?: ProviderOffer[];
  free?: ProviderOffer[];
  ads?: ProviderOffer[];
  rent?: ProviderOffer[];
  buy?: ProviderOffer[];
}

/** GET /api/tmdb/{type}/{id}/watch/providers?region=XX */
export interface TitleWatchProviders {
  id: number;
  results: Record<string, RegionAvailability>;
  source?: { label: string; live: boolean; asOf?: string | null };
}
