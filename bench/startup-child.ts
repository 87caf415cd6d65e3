// One cold start of the embedded catalogue in a fresh process, printed as JSON for
// bench/startup.ts: read + parse the snapshot, then index it as the server does at start
// (loadSnapshotCatalog: the people index comes from its file when it belongs to the snapshot).
import { defaultSnapshotPath, loadSnapshotCatalog } from '../apps/server/src/snapshot/index';
import { EmbeddedCatalog } from '../apps/server/src/providers/catalog/embedded/embedded-catalog';

const file = process.env.CATALOG_PATH ?? defaultSnapshotPath;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const rssBeforeMb = mb(process.memoryUsage().rss);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const catalog = loadSnapshotCatalog(file);
const t1 = performance.now();
// Kept in a binding: the search indexes must stay alive for the memory figures below.
const embedded = new EmbeddedCatalog(catalog);
const t2 = performance.now();
// CPU time is what the load costs on an idle machine; wall time also counts waiting for a busy CPU.
const cpu = process.cpuUsage(cpu0);
// What stays resident once start-up garbage is collected (the server keeps running).
global.gc?.();
console.log(
  JSON.stringify({
    readAndParseMs: Math.round(t1 - t0),
    indexMs: Math.round(t2 - t1),
    loadMs: Math.round(t2 - t0),
    loadCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rssBeforeMb,
    rssMb: mb(process.memoryUsage().rss),
    heapUsedMb: mb(process.memoryUsage().heapUsed),
    titles: catalog.titles().length,
    people: [...catalog.people()].length,
    searchable: embedded !== undefined,
  }),
);
