import {
  availableIn,
  type AvailableTitles,
  DEFAULT_MONETIZATION,
  type MediaType,
  type MyServices,
  type MyServicesBody,
  type ServiceCoverage,
  type ServicesFilterQuery,
  type TitleWatchProviders,
  type WatchFilter,
  type WatchProvidersResponse,
} from '@unclewatch/core';

import type { UserServicesRepository } from '../db/repositories/user-services-repository';
import type { AvailabilityProvider } from '../providers/availability/index';
import { DomainError, titleNotFound } from '../domain/domain-error';

/** The region a filter or coverage uses when neither the request nor the user names one. */
export const DEFAULT_REGION = 'US';

export const SERVICES_MINE_SIGNED_OUT =
  'Sign in to filter by your services (services=mine), or name them: services=8,337';
export const SERVICES_NOT_SET =
  'You have not chosen your services yet: set them in your profile (PUT /api/me/services)';

type TitleRef = { type: MediaType; id: number };

/** Availability look-ups at once (each a cached upstream call when live). */
const BATCH = 25;
/**
 * Most watchlist titles one coverage answer looks up (issue #39: a 3,000-title watchlist was
 * 3,000 upstream calls at once): the latest added, 25 at a time.
 */
export const COVERAGE_MAX_TITLES = 500;

/**
 * "On my services" (issue 33): the services of a region, each user's saved services, the list
 * filter every browse list shares, a title's availability and the watchlist coverage.
 */
export class WatchServicesService {
  constructor(
    private readonly availability: AvailabilityProvider,
    private readonly saved: UserServicesRepository,
    private readonly watchlistOf: (userId: string) => Promise<TitleRef[]>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  services(region: string): Promise<WatchProvidersResponse> {
    return this.availability.services(region);
  }

  /** A title's availability, narrowed to one region when asked (an empty `results` if none). */
  async title(type: MediaType, id: number, region?: string): Promise<TitleWatchProviders> {
    const found = await this.availability.title(type, id);
    if (!found) throw titleNotFound(type, id);
    if (!region) return found;
    const inRegion = found.results[region];
    return { ...found, results: inRegion ? { [region]: inRegion } : {} };
  }

  async mine(userId: string): Promise<MyServices> {
    const saved = await this.saved.find(userId);
    if (!saved) return { region: null, services: [], providers: [], updatedAt: null };
    const known = new Map(
      (await this.services(saved.region)).providers.map((p) => [p.id, p] as const),
    );
    return {
      region: saved.region,
      services: saved.services,
      providers: saved.services.flatMap((id) => known.get(id) ?? []),
      updatedAt: saved.updatedAt,
    };
  }

  /** Saves the user's own row; a service the region does not have is refused by its id. */
  async save(userId: string, body: MyServicesBody): Promise<MyServices> {
    const known = new Set((await this.services(body.region)).providers.map((p) => p.id));
    const unknown = body.services.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const list = unknown.join(', ');
      const message = `${unknown.length === 1 ? 'service' : 'services'} ${list} not known in ${body.region}`;
      throw new DomainError('invalid', `Invalid services: ${message}`, {
        details: unknown.map((id) => ({
          path: `services.${body.services.indexOf(id)}`,
          message: `service ${id} is not known in ${body.region}`,
        })),
      });
    }
    await this.saved.save(userId, body.region, body.services, this.now().toISOString());
    return this.mine(userId);
  }

  /**
   * The filter a list query asks for, or undefined when it asks for none. `services=mine`
   * needs a session and saved services; named ids are taken as they are (an id the region
   * lacks simply matches nothing). Region: the query's, else the saved one, else US.
   */
  async filterFor(
    query: ServicesFilterQuery,
    userId: string | null,
  ): Promise<WatchFilter | undefined> {
    if (!query.services) return undefined;
    const monetization = [...DEFAULT_MONETIZATION, ...(query.include ?? [])];
    if (query.services !== 'mine')
      return {
        region: query.region ?? DEFAULT_REGION,
        providerIds: query.services,
        monetization,
      };
    if (!userId) throw new DomainError('unauthenticated', SERVICES_MINE_SIGNED_OUT);
    const saved = await this.saved.find(userId);
    if (!saved || saved.services.length === 0)
      throw new DomainError('invalid', SERVICES_NOT_SET, {
        details: [{ path: 'services', message: SERVICES_NOT_SET }],
      });
    return { region: query.region ?? saved.region, providerIds: saved.services, monetization };
  }

  /** The user's saved filter (subscription, free, ads), or undefined when none is saved. */
  async savedFilter(userId: string): Promise<WatchFilter | undefined> {
    const saved = await this.saved.find(userId);
    if (!saved || saved.services.length === 0) return undefined;
    return {
      region: saved.region,
      providerIds: saved.services,
      monetization: [...DEFAULT_MONETIZATION],
    };
  }

  /** The items whose title is available under the filter, in their order. */
  async keepAvailable<T>(
    items: readonly T[],
    refOf: (item: T) => TitleRef,
    filter: WatchFilter | undefined,
  ): Promise<T[]> {
    return filter ? this.keepOnAny(items, refOf, [filter]) : [...items];
  }

  /**
   * The items available under any of the filters, in order, looked up a batch at a time (live,
   * each is a cached TMDB call) until `enough` are kept; later items are then left unchecked.
   */
  async keepOnAny<T>(
    items: readonly T[],
    refOf: (item: T) => TitleRef,
    filters: readonly WatchFilter[],
    enough = Number.POSITIVE_INFINITY,
  ): Promise<T[]> {
    const kept: T[] = [];
    for (let start = 0; start < items.length && kept.length < enough; start += BATCH) {
      const batch = items.slice(start, start + BATCH);
      const keep = await Promise.all(
        batch.map(async (item) => {
          const { type, id } = refOf(item);
          const found = await this.availability.title(type, id).catch(() => null);
          return found !== null && filters.some((filter) => availableIn(found.results, filter));
        }),
      );
      batch.forEach((item, i) => keep[i] && kept.push(item));
    }
    return kept;
  }

  /**
   * Watch together: one filter per region of the members who saved services (their services
   * joined), so a title on any one member's service is kept. None when nobody saved any.
   */
  async groupFilters(userIds: readonly string[]): Promise<WatchFilter[]> {
    const byRegion = new Map<string, Set<number>>();
    for (const saved of (await this.saved.findMany(userIds)).values()) {
      if (saved.services.length === 0) continue;
      const ids = byRegion.get(saved.region) ?? new Set<number>();
      for (const id of saved.services) ids.add(id);
      byRegion.set(saved.region, ids);
    }
    return [...byRegion].map(([region, ids]) => ({
      region,
      providerIds: [...ids].sort((a, b) => a - b),
      monetization: [...DEFAULT_MONETIZATION],
    }));
  }

  /** Which of these titles (`type:id`) are on the user's saved services in their region. */
  async availableOf(userId: string, refs: readonly string[]): Promise<AvailableTitles> {
    const filter = await this.savedFilter(userId);
    if (!filter) return { region: null, titles: [] };
    const kept = await this.keepAvailable(
      refs,
      (ref) => {
        const [type, id] = ref.split(':');
        return { type: type as MediaType, id: Number(id) };
      },
      filter,
    );
    return { region: filter.region, titles: kept };
  }

  /** How many of the user's watchlist titles each service of the region has. */
  async coverage(userId: string, region?: string): Promise<ServiceCoverage> {
    const place = region ?? (await this.saved.find(userId))?.region ?? DEFAULT_REGION;
    const [list, all] = await Promise.all([this.services(place), this.watchlistOf(userId)]);
    const refs = all.slice(0, COVERAGE_MAX_TITLES);
    const counts = new Map<number, number>();
    const titles = [];
    for (let i = 0; i < refs.length; i += BATCH) {
      titles.push(
        ...(await Promise.all(
          refs
            .slice(i, i + BATCH)
            .map(({ type, id }) => this.availability.title(type, id).catch(() => null)),
        )),
      );
    }
    for (const title of titles) {
      const here = title?.results[place];
      if (!here) continue;
      const ids = new Set(
        DEFAULT_MONETIZATION.flatMap((kind) => (here[kind] ?? []).map((e) => e.provider_id)),
      );
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const total = refs.length;
    return {
      region: place,
      total,
      services: list.providers
        .map(({ id, name }) => {
          const count = counts.get(id) ?? 0;
          return { id, name, count, share: total === 0 ? 0 : count / total };
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      source: list.source,
      asOf: list.asOf,
      attribution: list.attribution,
    };
  }
}
