import type { Person, PersonCredits } from '@unclewatch/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

export const personQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['person', id],
    queryFn: ({ signal }) => apiRequest<Person>(`/api/tmdb/person/${id}`, { signal }),
  });

export const personCreditsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['person', id, 'credits'],
    queryFn: ({ signal }) => apiRequest<PersonCredits>(`/api/tmdb/person/${id}/movies`, { signal }),
  });

/** The person and their credits: two requests, fetched in parallel. */
export function usePerson(id: number | null) {
  const person = useQuery({ ...personQueryOptions(id ?? 0), enabled: id !== null });
  const credits = useQuery({ ...personCreditsQueryOptions(id ?? 0), enabled: id !== null });
  return { person, credits };
}
