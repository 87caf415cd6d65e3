import { buildApp } from './app';
import { disposeContext, createContext } from './composition';
import { ConfigError, loadConfig } from './config';

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
    await app.close();
    await disposeContext(ctx);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `UncleWatch ${ctx.version} on http://localhost:${config.port} (database: ${ctx.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('UncleWatch failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
