import type { MediaType, UserRating } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

import { ratingsQueryKey, statsQueryKey } from './query-keys';

export const ratingsApi = {
  ratings: (signal?: AbortSignal) => apiRequest<UserRating[]>('/api/me/ratings', { signal }),
  rate: (type: MediaType, id: number, rating: number) =>
    apiRequest<UserRating>(`/api/me/ratings/${type}/${id}`, { method: 'PUT', body: { rating } }),
  unrate: (type: MediaType, id: number) =>
    apiRequest<void>(`/api/me/ratings/${type}/${id}`, { method: 'DELETE' }),
};

/** The signed-in user's ratings (GET /api/me/ratings), shared through the cache. */
export function useRatings() {
  const { user } = useSession();
  return useQuery({
    queryKey: ratingsQueryKey,
    queryFn: ({ signal }) => ratingsApi.ratings(signal),
    enabled: Boolean(user),
  });
}

interface RateVars {
  type: MediaType;
  id: number;
  /** 1–10 stores; 0 ('Rate') deletes. */
  rating: number;
}

/** Stores or deletes a rating, optimistically; a failure is logged and reverted. */
export function useRateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, id, rating }: RateVars): Promise<void> => {
      if (rating > 0) await ratingsApi.rate(type, id, rating);
      else await ratingsApi.unrate(type, id);
    },
    onMutate: async ({ type, id, rating }) => {
      await queryClient.cancelQueries({ queryKey: ratingsQueryKey });
      const previous = queryClient.getQueryData<UserRating[]>(ratingsQueryKey);
      if (previous) {
        const rest = previous.filter((r) => !(r.type === type && r.titleId === id));
        const current = previous.find((r) => r.type === type && r.titleId === id);
        queryClient.setQueryData<UserRating[]>(
          ratingsQueryKey,
          rating > 0 && current ? [{ ...current, rating }, ...rest] : rest,
        );
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.error('Failed to update rating', error);
      queryClient.setQueryData(ratingsQueryKey, context?.previous);
    },
    onSettled: () =>
      Promise.all(
        [ratingsQueryKey, statsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
