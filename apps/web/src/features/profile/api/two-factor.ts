import { apiRequest } from '#/shared/api';

/** What turning two-factor on answers: the authenticator's address and the backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export const enableTwoFactor = (password: string) =>
  apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } });

export const disableTwoFactor = (password: string) =>
  apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: { password } });

/** Confirms the setup with a first code from the authenticator app. */
export const confirmTwoFactor = (code: string) =>
  apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
