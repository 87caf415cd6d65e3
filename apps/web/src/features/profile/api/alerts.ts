import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AlertSettings, AlertSettingsBody, AlertTestResponse } from '@unclewatch/core';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

/** Alerts (issue #44): my channels, events and digest, and my last deliveries. */
export const alertsQueryKey = ['me', 'alerts'] as const;

export function useAlerts() {
  const { user } = useSession();
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => apiRequest<AlertSettings>('/api/me/alerts', { signal }),
    enabled: Boolean(user),
  });
}

export function useSaveAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettingsBody) =>
      apiRequest<AlertSettings>('/api/me/alerts', { method: 'PUT', body }),
    // The answer without the once-only secrets is what a later read gives.
    onSuccess: (saved) =>
      client.setQueryData(alertsQueryKey, {
        ...saved,
        channels: saved.channels.map(({ secret: _secret, ...channel }) => channel),
      }),
  });
}

export function useTestAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AlertTestResponse>('/api/me/alerts/test', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
