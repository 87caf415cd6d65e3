import path from 'node:path';

import type { Config } from '../../config';
import { CdnImages } from '../images/cdn-images';
import { EmbeddedRatings } from '../ratings/embedded-ratings';
import { EmbeddedStreaming } from '../streaming/embedded-streaming';
import { CatalogData } from './embedded/catalog-data';
import { EmbeddedCatalog } from './embedded/embedded-catalog';
import type { ActivitySource } from './embedded/trending';
import { loadSnapshot } from './embedded/snapshot-loader';

/** Builds the catalogue-side providers (catalogue, ratings, streaming, images) from config. */
export function createCatalogProviders(config: Config, activity?: ActivitySource) {
  const data = new CatalogData(loadSnapshot(config.catalog.snapshotPath));
  return {
    catalog: new EmbeddedCatalog(data, { activity }),
    ratings: new EmbeddedRatings(data),
    streaming: new EmbeddedStreaming(data),
    images: new CdnImages({
      baseUrl: config.catalog.imageBaseUrl,
      cacheDir: path.join(config.dataDir, 'image-cache'),
      subjectOf: (file) => data.imageSubject(file),
    }),
  };
}
