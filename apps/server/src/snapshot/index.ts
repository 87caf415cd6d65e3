/**
 * The embedded catalogue snapshot as a module: loading, in-memory look-ups, lists, search,
 * similarity, offline trending and the mapping to TMDB-shaped DTOs. This file is its whole
 * public surface; code outside `catalog/` imports from here, never from the files behind it.
 *
 * Who may use it: the embedded adapters (catalogue, ratings, streaming, and for now the
 * embedded assistant), the composition root, tests and benchmarks. Services and routes reach
 * catalogue data through the catalogue port (providers/catalog/index.ts) instead.
 */
import { defaultSnapshotPath, loadBiographies, loadSnapshot, readSnapshot } from './load';
import { readPeopleIndex } from './search/people-index-file';
import { SnapshotCatalog } from './snapshot-catalog';

export { defaultSnapshotPath, loadBiographies, loadSnapshot, readSnapshot, SnapshotCatalog };
export { PEOPLE_INDEX_FILE, writePeopleIndex } from './search/people-index-file';
export type { PersonCredit } from './titles';
export { EpisodeStore } from './episodes/episode-store';
export { AnimeMap, animeMap, type AnimePlace } from './anime-map';
export {
  displayTitle,
  isMovie,
  mediaTypeOf,
  releaseDate,
  releaseYear,
  titleNames,
  type SnapshotTitle,
} from './titles';
export {
  toCastMember,
  toCredits,
  toDetails,
  toPerson,
  toPersonCredits,
  toSummary,
  toTitleFacts,
  toVideos,
} from './to-dto';
export {
  moviesOfGenre,
  moviesWhere,
  paginate,
  PAGE_SIZE,
  tvWhere,
  type MovieListQuery,
  type TvListQuery,
} from './lists';
export { mostSimilar } from './similar';
export { trendingOrder, windowBucket, type ActivityBoost, type ActivitySource } from './trending';
export { CatalogSearch, SEARCH_PAGE_SIZE } from './search/catalog-search';
export { buildSearchCases } from './search/eval/cases';
export { scoreSearchCases } from './search/eval/score';
export { TitleMatcher } from './title-matcher';

/** Reads the snapshot file and indexes it: what the server does once at start. */
export function loadSnapshotCatalog(file: string = defaultSnapshotPath): SnapshotCatalog {
  const { snapshot, sha256 } = readSnapshot(file);
  return new SnapshotCatalog(snapshot, {
    biographies: () => loadBiographies(snapshot, file),
    peopleIndex: () => readPeopleIndex(file, sha256),
  });
}
export {
  SNAPSHOT_REGION,
  SNAPSHOT_SERVICES,
  snapshotAvailability,
  snapshotTitleAvailable,
} from './availability';
