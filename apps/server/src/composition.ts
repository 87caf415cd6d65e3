import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { appVersion } from './version';

/** The composition root: the one place that chooses adapters from config. */
export async function createContext(config: Config): Promise<AppContext> {
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.migrate();
  return {
    config,
    version: appVersion,
    database,
    providerModes: {
      catalog: 'embedded',
      ratings: 'embedded',
      streaming: 'embedded',
      ai: 'embedded',
      mail: 'outbox',
      cache: 'memory',
    },
  };
}

export async function disposeContext(ctx: AppContext): Promise<void> {
  await ctx.database.close();
}
