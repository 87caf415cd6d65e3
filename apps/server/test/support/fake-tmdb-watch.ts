import type { MediaType, RegionAvailability, WatchFilter } from '@unclewatch/core';

import type { SnapshotCatalog } from '../../src/snapshot/index';

/**
 * The fake TMDB's watch providers (JustWatch data upstream). US availability is the snapshot's
 * own (TMDB ids); GB mirrors US Netflix only; every title on a service also rents on Apple TV
 * in both. The region lists add services the snapshot never had (BBC iPlayer, Crunchyroll).
 */
export const FAKE_WATCH = {
  netflix: {
    provider_id: 8,
    provider_name: 'Netflix',
    logo_path: '/netflix.jpg',
    display_priority: 1,
  },
  prime: {
    provider_id: 9,
    provider_name: 'Amazon Prime Video',
    logo_path: '/prime.jpg',
    display_priority: 2,
  },
  hulu: { provider_id: 15, provider_name: 'Hulu', logo_path: '/hulu.jpg', display_priority: 4 },
  disney: {
    provider_id: 337,
    provider_name: 'Disney Plus',
    logo_path: '/disney.jpg',
    display_priority: 3,
  },
  appleTv: {
    provider_id: 2,
    provider_name: 'Apple TV',
    logo_path: '/appletv.jpg',
    display_priority: 5,
  },
  iplayer: {
    provider_id: 38,
    provider_name: 'BBC iPlayer',
    logo_path: '/iplayer.jpg',
    display_priority: 6,
  },
  crunchyroll: {
    provider_id: 283,
    provider_name: 'Crunchyroll',
    logo_path: '/crunchyroll.jpg',
    display_priority: 7,
  },
} as const;

const byName: Record<string, (typeof FAKE_WATCH)[keyof typeof FAKE_WATCH]> = {
  Netflix: FAKE_WATCH.netflix,
  'Prime Video': FAKE_WATCH.prime,
  Hulu: FAKE_WATCH.hulu,
  'Disney+': FAKE_WATCH.disney,
};

const ok = (body: unknown) => ({ status: 200, body });

/** A title's availability as the fake tells it, by region. */
export function fakeTitleProviders(
  data: SnapshotCatalog,
  type: MediaType,
  id: number,
): Record<string, RegionAvailability> | null {
  const title = data.title(type, id);
  if (!title) return null;
  const flatrate = [
    ...new Map(
      (title.streaming ?? []).flatMap((s) => (byName[s.name] ? [[s.name, byName[s.name]!]] : [])),
    ).values(),
  ];
  if (flatrate.length === 0) return {};
  const link = (region: string) =>
    `https://www.themoviedb.org/${type}/${id}/watch?locale=${region}`;
  const results: Record<string, RegionAvailability> = {
    US: { link: link('US'), flatrate, rent: [FAKE_WATCH.appleTv] },
  };
  const gb = flatrate.filter((p) => p.provider_id === FAKE_WATCH.netflix.provider_id);
  results.GB = {
    link: link('GB'),
    rent: [FAKE_WATCH.appleTv],
    ...(gb.length ? { flatrate: gb } : {}),
  };
  return results;
}

/** The services filter the fake's discover received, as the embedded lists read it (US facts). */
export function fakeDiscoverFilter(q: URLSearchParams): WatchFilter | undefined {
  const ids = q.get('with_watch_providers');
  if (!ids) return undefined;
  const region = q.get('watch_region') ?? 'US';
  const providerIds = ids.split('|').map(Number);
  const monetization = (q.get('with_watch_monetization_types') ?? 'flatrate').split('|');
  return {
    // GB is US Netflix; any other region knows nothing.
    region: region === 'GB' ? 'US' : region,
    providerIds: region === 'GB' ? providerIds.filter((id) => id === 8) : providerIds,
    monetization: monetization.filter(
      (m): m is WatchFilter['monetization'][number] =>
        m === 'flatrate' || m === 'free' || m === 'ads' || m === 'rent' || m === 'buy',
    ),
  };
}

/** `/watch/providers/{movie|tv}` and `/{type}/{id}/watch/providers`; undefined for other paths. */
export function fakeWatchAnswer(data: SnapshotCatalog, parts: string[], q: URLSearchParams) {
  const [head, second, third, fourth] = parts;
  if (head === 'watch' && second === 'providers' && (third === 'movie' || third === 'tv')) {
    const region = q.get('watch_region') ?? 'US';
    const { netflix, prime, hulu, disney, appleTv, iplayer, crunchyroll } = FAKE_WATCH;
    const lists: Record<string, object[]> = {
      US: [netflix, prime, hulu, disney, appleTv, ...(third === 'tv' ? [crunchyroll] : [])],
      GB: [netflix, appleTv, iplayer, ...(third === 'tv' ? [crunchyroll] : [])],
    };
    return ok({ results: lists[region] ?? [] });
  }
  if ((head === 'movie' || head === 'tv') && third === 'watch' && fourth === 'providers') {
    const results = fakeTitleProviders(data, head, Number(second));
    if (!results)
      return {
        status: 404,
        body: { success: false, status_code: 34, status_message: 'Not found.' },
      };
    return ok({ id: Number(second), results });
  }
  return undefined;
}
