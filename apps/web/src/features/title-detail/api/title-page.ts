import type { MediaType, TitleDetails, TitlePage } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest, withQuery } from '#/shared/api';
import { useMyServices } from '#/shared/services-api';

/** The one catalogue request of a detail page: details, trailer, cast, similar and streaming. */
export const titlePageQueryOptions = (type: MediaType, id: number) =>
  queryOptions({
    queryKey: ['title-page', type, id],
    queryFn: ({ signal }) => apiRequest<TitlePage>(`/api/titles/${type}/${id}`, { signal }),
  });

export function useTitlePage(type: MediaType, id: number | null) {
  return useQuery({ ...titlePageQueryOptions(type, id ?? 0), enabled: id !== null });
}

/**
 * The age rating to show: the user's country's (their saved services' region) where the
 * catalogue knows it (with a TMDB key), else the one the page came with (US) (issue 41).
 */
export function useShownCertification(details: TitleDetails): TitleDetails['certification'] {
  const region = useMyServices().data?.region ?? null;
  const own = details.certification ?? null;
  const wanted = region !== null && region !== own?.region;
  const { data } = useQuery({
    queryKey: ['certification', details.media_type, details.id, region],
    queryFn: ({ signal }) =>
      apiRequest<TitleDetails>(
        withQuery(`/api/tmdb/${details.media_type}/${details.id}`, { region: region ?? '' }),
        { signal },
      ),
    select: (answer) => answer.certification ?? null,
    enabled: wanted,
    staleTime: 60 * 60_000,
  });
  return wanted && data !== undefined ? data : own;
}
