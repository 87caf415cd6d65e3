import type { createAuthMiddleware } from 'better-auth/api';

/** The context better-auth hands a `hooks.before` / `hooks.after` middleware. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What the endpoint answered, in an after hook; null for an error or a non-200 Response. */
export async function endpointAnswer(ctx: HookContext): Promise<Record<string, unknown> | null> {
  const returned: unknown = ctx.context.returned;
  if (!returned || returned instanceof Error) return null;
  if (returned instanceof Response) {
    if (returned.status !== 200) return null;
    return (await returned.clone().json()) as Record<string, unknown>;
  }
  return typeof returned === 'object' ? (returned as Record<string, unknown>) : null;
}
