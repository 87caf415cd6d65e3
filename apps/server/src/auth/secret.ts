import crypto from 'node:crypto';

import type { AppMetaRepository } from '../db/repositories/app-meta';

const SECRET_KEY = 'auth_secret';

/**
 * AUTH_SECRET when set; otherwise one random secret generated on first start and kept in the
 * database, so sessions survive restarts and instances sharing PostgreSQL agree on it.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  appMeta: AppMetaRepository,
): Promise<string> {
  if (configured) return configured;
  return appMeta.getOrInsert(SECRET_KEY, crypto.randomBytes(32).toString('base64url'));
}
