import type {
  MapUnmatchedBody,
  MapUnmatchedResult,
  UnmatchedItem,
  WebhookAddress,
  WebhookSettings,
  WebhookSettingsBody,
} from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';
import { useSession } from '#/shared/session';

const webhooksKey = ['webhooks'] as const;
const unmatchedKey = ['webhooks', 'unmatched'] as const;

/** GET /api/me/webhooks: my address, usernames, threshold and recent events. */
export function useWebhooks() {
  const { user } = useSession();
  return useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => apiRequest<WebhookSettings>('/api/me/webhooks', { signal }),
    enabled: Boolean(user),
  });
}

/** POST /api/me/webhooks: a new address (the old one stops working). */
export function useNewWebhookAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WebhookAddress>('/api/me/webhooks', { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** PUT /api/me/webhooks: usernames and threshold. */
export function useSaveWebhookSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsBody) =>
      apiRequest<WebhookSettings>('/api/me/webhooks', { method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(webhooksKey, answer),
  });
}

/** GET /api/me/webhooks/unmatched: the inbox. */
export function useUnmatched() {
  const { user } = useSession();
  return useQuery({
    queryKey: unmatchedKey,
    queryFn: ({ signal }) => apiRequest<UnmatchedItem[]>('/api/me/webhooks/unmatched', { signal }),
    enabled: Boolean(user),
  });
}

/** POST /api/me/webhooks/unmatched/{id}: which title an inbox item is. */
export function useMapUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MapUnmatchedBody }) =>
      apiRequest<MapUnmatchedResult>(`/api/me/webhooks/unmatched/${encodeURIComponent(id)}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => {
      client.setQueryData(unmatchedKey, answer.remaining);
      void client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}
