import { buildApp } from './app';
import { disposeContext, createContext } from './composition';
import { ConfigError, loadConfig } from './config';
import { warmUpSearch } from './warm-up';

/** Longer than a load balancer's usual drain time; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`UncleWatch cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const ctx = await createContext(config);
  const app = await buildApp(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    // A request that never ends must not keep a stopping instance around forever.
    const force = setTimeout(() => {
      app.log.error(`in-flight requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting connections, answers new requests on open ones with 503, closes idle
      // keep-alive sockets and resolves once every in-flight request has been answered.
      await app.close();
      // Only then the database pool and the Redis connection go.
      await disposeContext(ctx);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Before listening: the first visitors' searches find the code compiled (~0.1 s).
  await warmUpSearch(app, ctx);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `UncleWatch ${ctx.version} on http://localhost:${config.port} (database: ${ctx.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('UncleWatch failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
