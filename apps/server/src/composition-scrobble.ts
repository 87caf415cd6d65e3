import path from 'node:path';

import type { Kysely } from 'kysely';

import { AnimeMap, defaultSnapshotPath } from './snapshot/index';
import type { Config } from './config';
import { publicOrigin } from './http/loopback';
import { scrobbleRepository } from './db/repositories/scrobble-repository';
import type { Database } from './db/schema';
import type { CatalogProvider } from './providers/catalog/index';
import { EmbeddedEpisodeIds, EPISODE_IDS_FILE } from './providers/episode-ids/embedded';
import type { EpisodeService } from './services/episodes/episode-service';
import type { LibraryService } from './services/library-service';
import { PlayMatcher } from './services/scrobble/match-play';
import { ScrobbleService } from './services/scrobble/scrobble-service';
import type { WatchedService } from './services/watched-service';

/**
 * Scrobbling (issue #43): the episode ids file sits beside the snapshot and is read on first
 * use, live catalogue or not (matching stays offline).
 */
export function createScrobble(
  config: Config,
  db: Kysely<Database>,
  catalog: CatalogProvider,
  writes: { episodes: EpisodeService; watched: WatchedService; library: LibraryService },
): ScrobbleService {
  const snapshot = config.catalog.snapshotPath ?? defaultSnapshotPath;
  // Read on the first TheTVDB-numbered play.
  let anime: AnimeMap | undefined;
  const episodeIds = new EmbeddedEpisodeIds(path.join(path.dirname(snapshot), EPISODE_IDS_FILE));
  return new ScrobbleService(
    scrobbleRepository(db),
    new PlayMatcher(catalog, episodeIds, (tvdbId, season, episode) => {
      anime ??= AnimeMap.read();
      return anime.place(tvdbId, season, episode);
    }),
    writes,
    publicOrigin(config),
  );
}
