import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ImportRepairReport, ImportRepairResult } from '@unclewatch/core';

import { apiRequest } from '#/shared/api';
import { useTitleSearch } from '#/library/api/title-search';

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

/** The catalogue's search, TV shows only (the first page), from two characters on. */
export function useShowSearch(term: string) {
  const search = useTitleSearch(term, 'tv', 2);
  const data: ShowHit[] | undefined = search.data?.map((t) => ({
    id: t.id,
    title: t.name ?? t.title ?? '',
    year: t.first_air_date ? Number(t.first_air_date.slice(0, 4)) || null : null,
  }));
  return { ...search, data };
}

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
