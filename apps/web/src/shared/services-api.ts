import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type {
  AvailableTitles,
  MediaType,
  MyServices,
  MyServicesBody,
  ServiceCoverage,
  TitleWatchProviders,
  WatchProvidersResponse,
} from '@unclewatch/core';

import { apiRequest, withQuery } from './api';
import { useSession } from './session';

/**
 * "On my services" (issue #33): the region and services a user pays for, the providers a
 * region has, and a title's availability. Every list page, the profile and the title page
 * share these queries.
 */
/** The element a filtered query's key carries, so "mine" lists are asked again after a save. */
export const servicesKeyPart = (services: string | undefined) =>
  services ? `services=${services}` : 'services=off';

export const myServicesQueryKey = ['me', 'services'] as const;
export const coverageQueryKey = ['me', 'services', 'coverage'] as const;

export const myServicesQueryOptions = () =>
  queryOptions({
    queryKey: myServicesQueryKey,
    queryFn: ({ signal }) => apiRequest<MyServices>('/api/me/services', { signal }),
  });

/** The signed-in user's region and services; undefined for visitors or until it answers. */
export function useMyServices() {
  const { user } = useSession();
  return useQuery({ ...myServicesQueryOptions(), enabled: Boolean(user) });
}

export const regionProvidersQueryOptions = (region: string) =>
  queryOptions({
    queryKey: ['watch-providers', region],
    queryFn: ({ signal }) =>
      apiRequest<WatchProvidersResponse>(withQuery('/api/watch/providers', { region }), {
        signal,
      }),
    staleTime: 60 * 60_000,
  });

export function useRegionProviders(region: string | undefined) {
  return useQuery({ ...regionProvidersQueryOptions(region ?? ''), enabled: Boolean(region) });
}

export function useCoverage(enabled: boolean) {
  return useQuery({
    queryKey: coverageQueryKey,
    queryFn: ({ signal }) => apiRequest<ServiceCoverage>('/api/me/services/coverage', { signal }),
    enabled,
  });
}

/** Saves region and services; every list filtered by "mine" asks again. */
export function useSaveServices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MyServicesBody) =>
      apiRequest<MyServices>('/api/me/services', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(myServicesQueryKey, saved);
      void client.invalidateQueries({ queryKey: coverageQueryKey });
      void client.invalidateQueries({
        predicate: (query) => query.queryKey.includes(servicesKeyPart('mine')),
      });
    },
  });
}

export const titleProvidersQueryOptions = (type: MediaType, id: number, region: string) =>
  queryOptions({
    queryKey: ['title-providers', type, id, region],
    queryFn: ({ signal }) =>
      apiRequest<TitleWatchProviders>(
        withQuery(`/api/tmdb/${type}/${id}/watch/providers`, { region }),
        { signal },
      ),
    staleTime: 10 * 60_000,
  });

export function useTitleProviders(type: MediaType, id: number, region: string | undefined) {
  return useQuery({
    ...titleProvidersQueryOptions(type, id, region ?? ''),
    enabled: Boolean(region),
  });
}

/** Cards asked about per request: a list page's worth. */
const AVAILABLE_CHUNK = 20;

/**
 * Which of these titles (`type:id`) are on the signed-in user's saved services, for the badge
 * of cards on a list shown unfiltered: one request per page of cards, never one per card, and
 * none for visitors or before any service is saved.
 */
export function useTitlesOnMyServices(
  titles: readonly { media_type: MediaType; id: number }[],
  enabled: boolean,
): ReadonlySet<string> {
  const mine = useMyServices().data;
  const active = enabled && (mine?.services.length ?? 0) > 0;
  const refs = active ? titles.map((t) => `${t.media_type}:${t.id}`) : [];
  const chunks: string[] = [];
  for (let i = 0; i < refs.length; i += AVAILABLE_CHUNK)
    chunks.push(refs.slice(i, i + AVAILABLE_CHUNK).join(','));
  const answers = useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...myServicesQueryKey, 'available', mine?.region, mine?.services.join(','), chunk],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<AvailableTitles>(withQuery('/api/me/services/available', { titles: chunk }), {
          signal,
        }),
      staleTime: 10 * 60_000,
    })),
  });
  return new Set(answers.flatMap((answer) => answer.data?.titles ?? []));
}
