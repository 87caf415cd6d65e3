import { queryOptions } from '@tanstack/react-query';
import type { AddPickBody, UnclePick } from '@unclewatch/core';

import { apiRequest, withQuery } from '#/shared/api';
import { servicesKeyPart } from '#/shared/services-filter';

/** The picks list's query key: /unclespick reads it, the admin page refreshes it after an add. */
export const picksQueryKey = ['picks'] as const;

export const fetchPicks = (signal?: AbortSignal) =>
  apiRequest<UnclePick[]>('/api/recommend/all', { signal });

/** Every pick (public), for /unclespick and its server render. */
export const picksQueryOptions = () =>
  queryOptions({ queryKey: picksQueryKey, queryFn: ({ signal }) => fetchPicks(signal) });

/** The picks on some services (`mine` or ids), under the picks' key so a change refreshes it. */
export const picksOnServicesQueryOptions = (services: string) =>
  queryOptions({
    queryKey: [...picksQueryKey, servicesKeyPart(services)],
    queryFn: ({ signal }) =>
      apiRequest<UnclePick[]>(withQuery('/api/recommend/all', { services }), { signal }),
  });

export const addPick = (body: AddPickBody) =>
  apiRequest<{ success: true }>('/api/recommend/add', { method: 'POST', body });

export const deletePick = (type: UnclePick['type'], id: number) =>
  apiRequest<{ success: true }>(`/api/recommend/${type}_${id}`, { method: 'DELETE' });
