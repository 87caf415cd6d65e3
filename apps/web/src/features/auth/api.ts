import { queryOptions } from '@tanstack/react-query';

import type { SignInOptions } from '@unclewatch/core';

import { apiRequest, ApiRequestError } from '#/shared/api';

/** Where the emailed verification link lands. */
export const VERIFIED_CALLBACK = '/login?verified=1';

export const signInOptionsQuery = queryOptions({
  queryKey: ['sign-in-options'],
  queryFn: ({ signal }) => apiRequest<SignInOptions>('/api/account/sign-in-options', { signal }),
  staleTime: Infinity,
});

const nameFromEmail = (email: string) => email.split('@')[0] || email;

export const signUp = (email: string, password: string) =>
  apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name: nameFromEmail(email), callbackURL: VERIFIED_CALLBACK },
  });

export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

export const signIn = (email: string, password: string) =>
  apiRequest<SignInAnswer>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password, callbackURL: VERIFIED_CALLBACK },
  });

export const sendVerificationEmail = (email: string) =>
  apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: VERIFIED_CALLBACK },
  });

export const requestPasswordReset = (email: string) =>
  apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });

/** Marks the address Google sends the browser back to (/login?google=1). */
export const GOOGLE_RETURN_PARAM = 'google';

/** Starts Google sign-in; the browser leaves for the provider's page. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      // The login page sends a verified user on to / and tells an unverified one about the mail.
      callbackURL: `/login?${GOOGLE_RETURN_PARAM}=1`,
      errorCallbackURL: '/login?error=google',
    },
  });
  window.location.assign(url);
}

/** The provider's message for a failed call, for the red toast. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    if (error.body?.error) return error.body.error;
  }
  if (error instanceof TypeError) return 'Network error. Please check your connection.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}

export const isEmailNotVerified = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  (error.body as { code?: string } | null)?.code === 'EMAIL_NOT_VERIFIED';

/** The second step of a sign-in: a code from the authenticator app, or a longer backup code. */
export const verifyTwoFactor = (code: string) =>
  apiRequest(
    code.length > 6
      ? '/api/auth/two-factor/verify-backup-code'
      : '/api/auth/two-factor/verify-totp',
    { method: 'POST', body: { code } },
  );
