// One cold start in a fresh process, printed as JSON for bench/episodes.ts: the catalogue as
// the server loads it, then the episodes store beside it (decision 035), with the memory each
// leaves resident once start-up garbage is collected.
import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
} from '../apps/server/src/snapshot/index';
import { EmbeddedCatalog } from '../apps/server/src/providers/catalog/embedded/embedded-catalog';

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const t0 = performance.now();
const data = loadSnapshotCatalog(defaultSnapshotPath);
const catalog = new EmbeddedCatalog(data);
const t1 = performance.now();
global.gc?.();
const rssCatalogMb = mb(process.memoryUsage().rss);
const t2 = performance.now();
const episodes = EpisodeStore.open(defaultSnapshotPath);
const t3 = performance.now();
global.gc?.();
const rssWithEpisodesMb = mb(process.memoryUsage().rss);
console.log(
  JSON.stringify({
    catalogueLoadMs: Math.round(t1 - t0),
    episodesOpenMs: Math.round(t3 - t2),
    loadWithEpisodesMs: Math.round(t1 - t0 + (t3 - t2)),
    rssCatalogMb,
    rssWithEpisodesMb,
    episodesRssMb: rssWithEpisodesMb - rssCatalogMb,
    shows: episodes.showCount,
    kept: catalog !== undefined,
  }),
);
