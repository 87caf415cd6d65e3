import { apiRequest } from '#/shared/api';

/** POST /api/newsletter: a confirmation mail goes to the address. */
export const subscribeToNewsletter = (email: string) =>
  apiRequest('/api/newsletter', { method: 'POST', body: { email } });
