import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { healthSchema, notReadySchema, readySchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { mailDelivery } from '../providers/mail/delivery';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const mail = mailDelivery(ctx.config, ctx.mailer.mode);
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: "Liveness: version, database kind and each part's mode",
          response: { 200: healthSchema },
        },
      },
      async () => ({
        status: 'ok' as const,
        version: ctx.version,
        database: ctx.database.kind,
        providers: ctx.providerModes,
        mailDeliverable: mail.deliverable,
        warnings: mail.warning ? [mail.warning] : [],
      }),
    );

    // For a load balancer: 503 naming what is down, so traffic goes to a healthy instance.
    app.get(
      '/ready',
      {
        schema: {
          summary: 'Readiness: 503 naming what is unreachable',
          response: { 200: readySchema, 503: notReadySchema },
        },
      },
      async (_request, reply) => {
        const checks: [name: 'database' | 'redis', check: () => Promise<unknown>][] = [
          ['database', () => ctx.database.ping()],
        ];
        const redis = ctx.redis;
        if (redis) checks.push(['redis', () => redis.ping()]);
        const results = await Promise.all(
          checks.map(async ([name, check]) => ((await answers(check())) ? null : name)),
        );
        const down = results.filter((name) => name !== null);
        if (down.length === 0) return { status: 'ready' as const };
        return reply
          .status(503)
          .send({ error: `Not ready: ${down.join(' and ')} unreachable`, down });
      },
    );
  };
}

const READY_TIMEOUT_MS = 2000;

/** True when the check succeeds within the time a readiness probe can wait. */
async function answers(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
