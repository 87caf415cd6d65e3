import { apiRequest } from '#/shared/api';

/** Sets my display name (issue #45) through better-auth's own endpoint. */
export const saveDisplayName = (name: string) =>
  apiRequest<{ status: boolean }>('/api/auth/update-user', { method: 'POST', body: { name } });
