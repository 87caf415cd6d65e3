// The scale run in a fresh process (bench/catalog.ts): load a generated catalogue from the
// file named in argv, index it for search as the server does, and report what stays resident
// (after a GC, as a running server would settle), the peak, and the search latency.
import fs from 'node:fs';

import { CatalogSearch, loadSnapshot, SnapshotCatalog } from '../apps/server/src/snapshot/index';
import { searchQueries, timeQueries } from './search-timing';

const file = process.argv[2]!;
const rounds = Number(process.argv[3] ?? 5);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const settledRss = () => {
  global.gc?.();
  return mb(process.memoryUsage().rss);
};
const peakRssMb = () =>
  Math.round(
    Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024,
  );

const t0 = performance.now();
const data = new SnapshotCatalog(loadSnapshot(file));
const catalogRssMb = settledRss();
const t1 = performance.now();
const search = new CatalogSearch(data);
const t2 = performance.now();
const rssMb = settledRss();
const timing = timeQueries(search, searchQueries, rounds);
console.log(
  JSON.stringify({
    titles: data.titles().length,
    loadMs: Math.round(t1 - t0),
    indexMs: Math.round(t2 - t1),
    loadAndIndexMs: Math.round(t2 - t0),
    catalogRssMb,
    searchIndexMb: rssMb - catalogRssMb,
    rssMb,
    peakRssMb: peakRssMb(),
    heapUsedMb: mb(process.memoryUsage().heapUsed),
    ...timing,
  }),
);
