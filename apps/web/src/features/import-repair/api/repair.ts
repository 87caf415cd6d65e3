import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ImportRepairReport, ImportRepairResult, SearchResponse } from '@unclewatch/core';

import { apiRequest, withQuery } from '#/lib/api';

export const repairQueryKey = ['import-repair'] as const;

export const repairQueryOptions = () =>
  queryOptions({
    queryKey: repairQueryKey,
    queryFn: ({ signal }) => apiRequest<ImportRepairReport>('/api/me/import/repair', { signal }),
  });

export const useRepairReport = (enabled: boolean) => useQuery({ ...repairQueryOptions(), enabled });

/** A TV show the catalogue's search found. */
export interface ShowHit {
  id: number;
  title: string;
  year: number | null;
}

/** The catalogue's search, TV shows only (the first page). */
export const useShowSearch = (term: string) =>
  useQuery({
    queryKey: ['import-repair', 'search', term],
    enabled: term.trim().length >= 2,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ShowHit[]> => {
      const answer = await apiRequest<SearchResponse>(
        withQuery('/api/tmdb/search', { q: term.trim(), page: 1 }),
        { signal },
      );
      return answer.results
        .filter((t) => t.media_type === 'tv')
        .map((t) => ({
          id: t.id,
          title: t.name ?? t.title ?? '',
          year: t.first_air_date ? Number(t.first_air_date.slice(0, 4)) || null : null,
        }));
    },
  });

/** Maps a show of the file to a catalogue show (null: to none); the report is read again. */
export function useMapShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, showId }: { entryId: string; showId: number | null }) =>
      apiRequest<ImportRepairResult>(`/api/me/import/repair/${encodeURIComponent(entryId)}`, {
        method: 'POST',
        body: { showId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: repairQueryKey, exact: true });
    },
  });
}
