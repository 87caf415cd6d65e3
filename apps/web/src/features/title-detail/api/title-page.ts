import type { MediaType, TitlePage } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/lib/api';

/** The one catalogue request of a detail page: details, trailer, cast, similar and streaming. */
export const titlePageQueryOptions = (type: MediaType, id: number) =>
  queryOptions({
    queryKey: ['title-page', type, id],
    queryFn: ({ signal }) => apiRequest<TitlePage>(`/api/titles/${type}/${id}`, { signal }),
  });

export function useTitlePage(type: MediaType, id: number | null) {
  return useQuery({ ...titlePageQueryOptions(type, id ?? 0), enabled: id !== null });
}
