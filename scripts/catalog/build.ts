/**
 * `npm run catalog:build`: reads the raw sources (RAW_DIR, default ../shared/data/raw),
 * joins them and writes data/catalog/catalog.json.gz plus the counts in data/README.md.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { CatalogSnapshot } from '../../packages/core/src/catalog/snapshot.ts';
import { OUT_FILE, RAW_DIR, README_FILE } from './paths.ts';
import { buildSnapshot } from './pipeline.ts';
import { countsMarkdown } from './stats.ts';
import { updateReadmeCounts, writeSnapshot } from './write.ts';

function main(): void {
  const t0 = performance.now();
  console.log(`raw sources: ${RAW_DIR}`);
  const snapshot = buildSnapshot();
  const bytes = writeSnapshot(OUT_FILE, snapshot);
  const t1 = performance.now();
  const parsed = JSON.parse(gunzipSync(readFileSync(OUT_FILE)).toString('utf8')) as CatalogSnapshot;
  const t2 = performance.now();
  const md = countsMarkdown(snapshot);
  console.log(`\n${md}\n`);
  console.log(
    `wrote ${OUT_FILE} (${(bytes / 1024 / 1024).toFixed(2)} MB gzipped; ` +
      `${parsed.movies.length} movies, ${parsed.tv.length} TV, ${parsed.people.length} people)`,
  );
  console.log(`build ${((t1 - t0) / 1000).toFixed(1)} s; gunzip+parse ${(t2 - t1).toFixed(0)} ms`);
  if (!updateReadmeCounts(README_FILE, md)) {
    console.warn(`note: ${README_FILE} has no counts markers; counts not written there`);
  }
}

main();
