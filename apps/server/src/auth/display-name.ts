import { APIError } from 'better-auth/api';

import type { HookContext } from './hook-context';

/** The longest display name (issue #45); the web's field holds no more either. */
export const DISPLAY_NAME_MAX = 60;

/**
 * POST /api/auth/update-user `{ name }` sets the display name a household and Watch together
 * show (issue #45). A name that would not show (empty, too long, an email address) is refused
 * with a 400 naming `name`, instead of being saved and quietly replaced by the email's first part.
 */
export function checkDisplayName(ctx: HookContext): void {
  if (ctx.path !== '/update-user') return;
  const body = ctx.body as { name?: unknown } | undefined;
  if (!body || !('name' in body)) return;
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > DISPLAY_NAME_MAX || name.includes('@'))
    throw new APIError('BAD_REQUEST', {
      message: `name: a display name is 1 to ${DISPLAY_NAME_MAX} characters, without @`,
      code: 'INVALID_NAME',
    });
  // Saved as shown: without the spaces around it (the endpoint reads this same body).
  body.name = name;
}
