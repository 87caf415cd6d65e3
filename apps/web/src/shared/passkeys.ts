import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';

import { apiRequest, ApiRequestError, withQuery } from './api';

export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
}

export const passkeysQueryKey = ['passkeys'] as const;

export const passkeysQuery = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: ({ signal }) =>
    apiRequest<Passkey[]>('/api/auth/passkey/list-user-passkeys', { signal }),
});

export const supportsPasskeys = () => browserSupportsWebAuthn();

/** Creates a passkey on this device for the signed-in user and stores it on the server. */
export async function addPasskey(name: string): Promise<void> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    withQuery('/api/auth/passkey/generate-register-options', { name }),
  );
  const response = await startRegistration({ optionsJSON });
  await apiRequest('/api/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, name },
  });
}

export const deletePasskey = (id: string) =>
  apiRequest('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id } });

/** Signs in with a passkey the browser offers; the server sets the session cookie. */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON });
  await apiRequest('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    body: { response },
  });
}

/** A readable message; a dismissed or timed-out browser prompt is not a failure worth shouting. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'This device already has a passkey for your account.';
  }
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    if (error.body?.error) return error.body.error;
  }
  if (error instanceof TypeError) return 'Network error. Please check your connection.';
  return 'Something went wrong with the passkey.';
}
