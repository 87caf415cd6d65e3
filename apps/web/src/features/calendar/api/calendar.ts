import type { Calendar } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

const calendarKey = ['calendar'] as const;

/** GET /api/me/calendar: upcoming episodes of my shows and my feed's address. */
export function useCalendar() {
  const { user } = useSession();
  return useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => apiRequest<Calendar>('/api/me/calendar', { signal }),
    enabled: Boolean(user),
  });
}

/** POST /api/me/calendar/feed: a new feed address (the old one stops working). */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Calendar>('/api/me/calendar/feed', { method: 'POST', body: {} }),
    onSuccess: (answer) => client.setQueryData(calendarKey, answer),
  });
}
