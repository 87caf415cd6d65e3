import type { Health } from '@unclewatch/core';

import type { Config } from './config';
import type { AppDatabase } from './db/database';
import type { CatalogProvider } from './providers/catalog/index';
import type { ImageProvider } from './providers/images/index';
import type { RatingsProvider } from './providers/ratings/index';
import type { StreamingProvider } from './providers/streaming/index';
import type { HomeService } from './services/home-service';
import type { TitlePageService } from './services/title-page-service';

/** Everything routes need, built once in the composition root and passed down. */
export interface AppContext {
  config: Config;
  version: string;
  database: AppDatabase;
  providerModes: Health['providers'];
  providers: {
    catalog: CatalogProvider;
    ratings: RatingsProvider;
    streaming: StreamingProvider;
    images: ImageProvider;
  };
  services: {
    home: HomeService;
    titlePage: TitlePageService;
  };
}
