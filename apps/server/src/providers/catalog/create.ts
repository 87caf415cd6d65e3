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
import { EmbeddedRecords } from '../title-records/embedded-records';
import type { TitleRecordsProvider } from '../title-records/index';
import { TmdbRecords } from '../title-records/tmdb-records';
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
import { TmdbRequests } from './tmdb/tmdb-requests';
import { ttl } from './tmdb/tmdb-ttl';

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
 * Builds the catalogue-side providers (catalogue, title records, ratings, streaming,
 * availability, images) from config: each live part is independent, and each falls back to the
 * snapshot (`data`, which also grounds the embedded assistant). The title records sit beside
 * the catalogue, built from its adapters' parts (the snapshot, TMDB's request helper).
 */
export function createCatalogProviders(
  config: Config,
  activity?: ActivitySource,
  infra: CatalogInfra = {},
) {
  const data = (infra.loadSnapshot ?? loadSnapshotCatalog)(config.catalog.snapshotPath);
  const episodes = EpisodeStore.open(config.catalog.snapshotPath ?? defaultSnapshotPath);
  const embedded = new EmbeddedCatalog(data, { activity, episodes });
  const embeddedRecords = new EmbeddedRecords(data, (type, id) => embedded.similarTitles(type, id));
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
  const tmdbRequests =
    tmdbUpstream && new TmdbRequests(tmdbUpstream, (type, id) => data.title(type, id));
  const catalog: CatalogProvider = tmdbRequests
    ? new TmdbCatalog(tmdbRequests, loader, embedded, availability)
    : embedded;
  const records: TitleRecordsProvider = tmdbRequests
    ? new TmdbRecords(catalog, embeddedRecords, {
        requests: tmdbRequests,
        loader,
        listTtl: ttl.lists,
      })
    : embeddedRecords;
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
    records,
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
