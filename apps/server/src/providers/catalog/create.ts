import path from 'node:path';

import type { Config } from '../../config';
import type { Redis } from '../../infra/redis';
import { CachedLoader, MemoryCache, RedisCache, type Cache } from '../cache/index';
import { EmbeddedAvailability } from '../availability/embedded-availability';
import type { AvailabilityProvider } from '../availability/index';
import { TmdbAvailability } from '../availability/tmdb-availability';
import { Upstream, type UpstreamLog } from '../http/upstream';
import { CdnImages } from '../images/cdn-images';
import { EmbeddedRatings } from '../ratings/embedded-ratings';
import type { RatingsProvider } from '../ratings/index';
import { OmdbRatings } from '../ratings/omdb-ratings';
import { EmbeddedStreaming } from '../streaming/embedded-streaming';
import type { StreamingProvider } from '../streaming/index';
import { WatchmodeStreaming } from '../streaming/watchmode-streaming';
import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
  type ActivitySource,
  type SnapshotCatalog,
} from '../../snapshot/index';
import { EmbeddedCatalog } from './embedded/embedded-catalog';
import type { CatalogProvider } from './index';
import { TmdbCatalog } from './tmdb/tmdb-catalog';

export interface CatalogInfra {
  /** Shared cache for live answers; unset → an in-process LRU. */
  redis?: Redis;
  redisKeyPrefix?: string;
  log?: UpstreamLog;
  /**
   * Reads and indexes a snapshot file; default `loadSnapshotCatalog`. Tests pass one that keeps
   * the (read-only) result per file, so a process starting many servers parses it once.
   */
  loadSnapshot?: (file: string | undefined) => SnapshotCatalog;
}

/**
 * Builds the catalogue-side providers (catalogue, ratings, streaming, availability, images) from config:
 * each live part is independent, and each falls back to the snapshot (`data`, which also
 * grounds the embedded assistant).
 */
export function createCatalogProviders(
  config: Config,
  activity?: ActivitySource,
  infra: CatalogInfra = {},
) {
  const data = (infra.loadSnapshot ?? loadSnapshotCatalog)(config.catalog.snapshotPath);
  const episodes = EpisodeStore.open(config.catalog.snapshotPath ?? defaultSnapshotPath);
  const embedded = new EmbeddedCatalog(data, { activity, episodes });
  const embeddedRatings = new EmbeddedRatings(data);
  const { tmdb, omdb, watchmode } = config.catalog;
  const cache: Cache = infra.redis
    ? new RedisCache(infra.redis, `${infra.redisKeyPrefix ?? 'uw:'}cache:`)
    : new MemoryCache(2000);
  const loader = new CachedLoader(cache);
  const upstream = (
    name: string,
    baseUrl: string,
    auth: Partial<Record<'authQuery' | 'authHeaders', Record<string, string>>>,
  ) => new Upstream({ name, baseUrl, log: infra.log, ...auth });

  const tmdbUpstream =
    tmdb &&
    upstream(
      'tmdb',
      tmdb.baseUrl,
      tmdb.apiKey
        ? { authQuery: { api_key: tmdb.apiKey } }
        : { authHeaders: { authorization: `Bearer ${tmdb.readToken ?? ''}` } },
    );
  const embeddedAvailability = new EmbeddedAvailability(data);
  const availability: AvailabilityProvider = tmdbUpstream
    ? new TmdbAvailability(tmdbUpstream, loader, embeddedAvailability)
    : embeddedAvailability;
  const catalog: CatalogProvider = tmdbUpstream
    ? new TmdbCatalog(
        tmdbUpstream,
        loader,
        embedded,
        (type, id) => data.title(type, id),
        availability,
      )
    : embedded;
  const ratings: RatingsProvider = omdb
    ? new OmdbRatings(
        upstream('omdb', omdb.baseUrl, { authQuery: { apikey: omdb.apiKey } }),
        loader,
        embeddedRatings,
        { dailyLimit: omdb.dailyLimit },
      )
    : embeddedRatings;
  const streaming: StreamingProvider = watchmode
    ? new WatchmodeStreaming(
        upstream('watchmode', watchmode.baseUrl, { authQuery: { apiKey: watchmode.apiKey } }),
        loader,
      )
    : new EmbeddedStreaming(data);
  return {
    data,
    availability,
    episodes,
    catalog,
    ratings,
    streaming,
    cacheStats: loader.stats,
    images: new CdnImages({
      baseUrl: config.catalog.imageBaseUrl,
      cacheDir: path.join(config.dataDir, 'image-cache'),
      maxCacheBytes: config.catalog.imageCacheMaxBytes,
      subjectOf: (file) => data.imageSubject(file),
    }),
  };
}
