import {
  JUSTWATCH_CREDIT,
  OWN_ID_BASE,
  type MediaType,
  type RegionAvailability,
  type TitleWatchProviders,
  type WatchProvider,
  type WatchProvidersResponse,
} from '@unclewatch/core';

import type { CachedLoader } from '../cache/index';
import { UpstreamUnavailableError, type Upstream } from '../http/upstream';
import type { AvailabilityProvider } from './index';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

interface TmdbProvider {
  provider_id: number;
  provider_name: string;
  logo_path?: string | null;
  display_priority?: number;
  /** The order per country, where TMDB gives one. */
  display_priorities?: Record<string, number>;
}
interface TmdbProviderList {
  results?: TmdbProvider[];
}
interface TmdbTitleProviders {
  id: number;
  results?: Record<string, RegionAvailability>;
}

const kinds = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

/** Only the fields we answer with, so an upstream's extras never reach a client. */
function cleanRegion(region: RegionAvailability): RegionAvailability {
  const out: RegionAvailability = {};
  if (typeof region.link === 'string') out.link = region.link;
  for (const kind of kinds) {
    const list = region[kind];
    if (!Array.isArray(list)) continue;
    out[kind] = list.map((e) => ({
      provider_id: e.provider_id,
      provider_name: e.provider_name,
      logo_path: e.logo_path ?? null,
      ...(typeof e.display_priority === 'number' ? { display_priority: e.display_priority } : {}),
    }));
  }
  return out;
}

/**
 * TMDB's watch providers (JustWatch data; every answer carries the credit): the services of a
 * region (movie and TV lists merged) and a title's availability, each cached a day. When TMDB is
 * down and nothing is cached, the snapshots answer, labelled as such.
 */
export class TmdbAvailability implements AvailabilityProvider {
  readonly mode = 'live' as const;

  constructor(
    private readonly upstream: Upstream,
    private readonly loader: CachedLoader,
    private readonly fallback: AvailabilityProvider,
  ) {}

  async services(region: string): Promise<WatchProvidersResponse> {
    try {
      const providers = await this.loader.cached(
        `tmdb:watch-providers:${region}`,
        DAY,
        () => this.loadServices(region),
        { staleTtlMs: 7 * DAY },
      );
      return {
        region,
        providers: providers ?? [],
        source: 'tmdb',
        asOf: null,
        attribution: JUSTWATCH_CREDIT,
        note: null,
      };
    } catch (err) {
      if (err instanceof UpstreamUnavailableError) return this.fallback.services(region);
      throw err;
    }
  }

  private async loadServices(region: string): Promise<WatchProvider[]> {
    const lists = await Promise.all(
      (['movie', 'tv'] as const).map((type) =>
        this.upstream.getJson<TmdbProviderList>(['watch', 'providers', type], {
          watch_region: region,
        }),
      ),
    );
    const byId = new Map<number, TmdbProvider>();
    for (const list of lists)
      for (const p of list.results ?? []) if (!byId.has(p.provider_id)) byId.set(p.provider_id, p);
    const order = (p: TmdbProvider) =>
      p.display_priorities?.[region] ?? p.display_priority ?? Number.MAX_SAFE_INTEGER;
    return [...byId.values()]
      .sort((a, b) => order(a) - order(b) || a.provider_name.localeCompare(b.provider_name))
      .map((p) => ({
        id: p.provider_id,
        name: p.provider_name,
        ...(p.logo_path ? { logo: p.logo_path } : {}),
      }));
  }

  title(type: MediaType, id: number): Promise<TitleWatchProviders | null> {
    return this.titleThrough(type, id, (key, load) =>
      this.loader.cached(key, DAY, load, { staleTtlMs: 7 * DAY }),
    );
  }

  refreshTitle(type: MediaType, id: number): Promise<TitleWatchProviders | null> {
    if (id >= OWN_ID_BASE) return this.fallback.title(type, id);
    return this.titleThrough(
      type,
      id,
      (key, load) => this.loader.reload(key, DAY, load, { staleTtlMs: 7 * DAY }),
      false,
    );
  }

  private async titleThrough(
    type: MediaType,
    id: number,
    read: (
      key: string,
      load: () => Promise<Record<string, RegionAvailability>>,
    ) => Promise<Record<string, RegionAvailability> | null>,
    fallBack = true,
  ): Promise<TitleWatchProviders | null> {
    if (id >= OWN_ID_BASE) return this.fallback.title(type, id);
    try {
      const results = await read(`tmdb:title-providers:${type}:${id}`, async () => {
        const answer = await this.upstream.getJson<TmdbTitleProviders>([
          type,
          id,
          'watch',
          'providers',
        ]);
        const regions: Record<string, RegionAvailability> = {};
        for (const [code, region] of Object.entries(answer.results ?? {}))
          if (/^[A-Z]{2}$/.test(code)) regions[code] = cleanRegion(region);
        return regions;
      });
      if (results === null) return null;
      return {
        id,
        results,
        source: 'tmdb',
        asOf: null,
        attribution: JUSTWATCH_CREDIT,
        note: null,
      };
    } catch (err) {
      if (fallBack && err instanceof UpstreamUnavailableError) return this.fallback.title(type, id);
      throw err;
    }
  }
}
