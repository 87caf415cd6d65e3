import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { AppContext } from './context';
import { registerErrorHandling } from './http/errors';
import { loggerOptions } from './http/logging';
import { registerStaticSite } from './http/static-site';
import { healthRoutes } from './routes/health';

export interface BuildAppOptions {
  /** Silence request logs (tests). */
  quiet?: boolean;
}

export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.quiet ? false : loggerOptions(ctx.config.logLevel),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await registerStaticSite(app, ctx.config.webDistDir);
  return app;
}
