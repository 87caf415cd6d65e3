import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { AppContext } from './context';
import { registerErrorHandling } from './http/errors';
import { loggerOptions } from './http/logging';
import { registerStaticSite } from './http/static-site';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { pageRoutes } from './routes/pages';
import { ratingsRoutes } from './routes/ratings';
import { streamingRoutes } from './routes/streaming';

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
      await api.register(catalogRoutes(ctx));
      await api.register(pageRoutes(ctx));
      await api.register(ratingsRoutes(ctx));
      await api.register(streamingRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await app.register(imageRoutes(ctx));
  await registerStaticSite(app, ctx.config.webDistDir);
  return app;
}
