import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { AppContext } from './context';
import { registerErrorHandling } from './http/errors';
import { registerGracefulClose } from './http/graceful-close';
import { registerEncodingNegotiation } from './http/prepared-body';
import { answerPolicies, registerPublicAnswers } from './http/public-answers';
import { loggerOptions, registerRequestLog } from './http/logging';
import { registerRequestIdHeader, requestIdOf } from './http/request-id';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  registerHsts,
  registerPrivateByDefault,
  registerUrlLimit,
  registerOriginCheck,
  registerSecurityHeaders,
} from './http/security';
import { registerWebApp } from './http/web-app';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerOpenApi } from './openapi/document';
import { mailDelivery } from './providers/mail/delivery';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { devOutboxRoutes } from './routes/dev-outbox';
import { catalogRoutes } from './routes/catalog';
import { commentRoutes } from './routes/comments';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { importExportRoutes } from './routes/import-export';
import { importRepairRoutes } from './routes/import-repair';
import { libraryRoutes } from './routes/library';
import { pageDataRoutes } from './routes/page-data';
import { picksRoutes } from './routes/picks';
import { omdbRoutes } from './routes/omdb';
import { streamingRoutes } from './routes/streaming';
import { watchedRoutes } from './routes/watched';
import { episodeRoutes } from './routes/episodes';
import { meAccountRoutes } from './routes/me-account';
import { newsletterPageRoutes, newsletterRoutes } from './routes/newsletter';
import { watchServicesRoutes } from './routes/watch-services';
import { siteRoutes } from './routes/site';
import { openApiRoutes } from './routes/openapi';
import { householdRoutes } from './routes/households';
import { alertsRoutes } from './routes/alerts';
import { registerAgeLimits } from './http/age-limits';
import { ageLimitHooks, ageLimitsRoutes } from './routes/age-limits';
import { scrobbleRoutes } from './routes/scrobble';

export interface BuildAppOptions {
  /** Silence request logs (tests). */
  quiet?: boolean;
  /** Where request logs go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
}

export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.quiet ? false : loggerOptions(ctx.config.logLevel, options.logStream),
    // registerRequestLog writes one line per answer instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
  });
  const mail = mailDelivery(ctx.config, ctx.mailer.mode);
  if (mail.warning) app.log.warn(mail.warning);
  registerRequestIdHeader(app);
  registerRequestLog(app);
  registerUrlLimit(app);
  registerEncodingNegotiation(app);
  registerGracefulClose(app);
  // The daily TV refresh stops with the app (disposeContext stops it too, before the database).
  app.addHook('onClose', async () => ctx.tvRefresh?.stop());
  app.addHook('onClose', async () => ctx.alertJobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Our API takes JSON only: any other body type is answered 415 (auth keeps its own parsers).
  app.removeContentTypeParser('text/plain');
  const scriptHashes = inlineScriptHashes(ctx.config.webDistDir);
  registerSecurityHeaders(
    app,
    contentSecurityPolicy(scriptHashes, ctx.config.catalog.imageBaseUrl),
  );
  registerOriginCheck(app, ctx.config.publicUrl, (request) =>
    ctx.auth.bearerAuthenticates(request),
  );
  registerHsts(app, ctx.config.publicUrl);
  registerPrivateByDefault(app);

  const allEmbedded = Object.entries(ctx.providerModes)
    .filter(([part]) => ['catalog', 'ratings', 'streaming', 'ai'].includes(part))
    .every(([, mode]) => mode === 'embedded');
  // Before the prepared answers: a limited viewer's answers are their own (issue 41).
  registerAgeLimits(app, ageLimitHooks(ctx));
  // Before the compression plugin: prepared answers carry their own encodings.
  registerPublicAnswers(app, ctx.answers, answerPolicies(allEmbedded));
  await app.register(compress, { global: true, threshold: 1024 });
  // Before any route, so the document and the standard error answers see every one.
  await registerOpenApi(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(siteRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(libraryRoutes(ctx));
      await api.register(watchedRoutes(ctx));
      await api.register(episodeRoutes(ctx));
      await api.register(commentRoutes(ctx));
      await api.register(pageDataRoutes(ctx));
      await api.register(picksRoutes(ctx));
      await api.register(omdbRoutes(ctx));
      await api.register(streamingRoutes(ctx));
      await api.register(aiRoutes(ctx));
      await api.register(chatRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(meAccountRoutes(ctx));
      await api.register(importExportRoutes(ctx));
      await api.register(importRepairRoutes(ctx));
      await api.register(householdRoutes(ctx));
      await api.register(newsletterRoutes(ctx));
      await api.register(watchServicesRoutes(ctx));
      await api.register(alertsRoutes(ctx));
      await api.register(ageLimitsRoutes(ctx));
      await api.register(scrobbleRoutes(ctx));
      await api.register(openApiRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await app.register(devOutboxRoutes(ctx));
  await app.register(newsletterPageRoutes(ctx));

  await app.register(imageRoutes(ctx));
  await registerWebApp(app, ctx.config.webDistDir, ctx.config.webSsrEntry, () =>
    ctx.services.site.info(),
  );
  return app;
}
