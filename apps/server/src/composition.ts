import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { createCatalogProviders } from './providers/catalog/create';
import { HomeService } from './services/home-service';
import { TitlePageService } from './services/title-page-service';
import { appVersion } from './version';

/** The composition root: the one place that chooses adapters from config. */
export async function createContext(config: Config): Promise<AppContext> {
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.migrate();
  const providers = createCatalogProviders(config);
  return {
    config,
    version: appVersion,
    providers,
    services: {
      home: new HomeService(providers.catalog),
      titlePage: new TitlePageService(providers.catalog, providers.streaming),
    },
    database,
    providerModes: {
      catalog: providers.catalog.mode,
      ratings: providers.ratings.mode,
      streaming: providers.streaming.mode,
      ai: 'embedded',
      mail: 'outbox',
      cache: 'memory',
    },
  };
}

export async function disposeContext(ctx: AppContext): Promise<void> {
  await ctx.database.close();
}
