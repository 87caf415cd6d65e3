/**
 * `npm run catalog:build`: reads the raw sources (RAW_DIR, default ../shared/data/raw),
 * joins them and writes data/catalog/catalog.json.gz (plus biographies.json.gz), the counts
 * and the coverage figures in data/README.md. The previous snapshot at the same path (or
 * PREV_SNAPSHOT) supplies the old ids that get alias entries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { CatalogSnapshot } from '../../packages/core/src/catalog/snapshot.ts';
import { coverage, coverageMarkdown } from './coverage.ts';
import { OUT_FILE, RAW_DIR, README_FILE } from './paths.ts';
import { writeSnapshotPeopleIndex } from './people-index.ts';
import { buildSnapshot } from './pipeline.ts';
import { countsMarkdown } from './stats.ts';
import { COVERAGE_END, COVERAGE_START, updateReadmeSection, writeSnapshot } from './write.ts';

function readPrevious(): CatalogSnapshot | undefined {
  const file = process.env.PREV_SNAPSHOT ?? OUT_FILE;
  if (!existsSync(file)) return undefined;
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as CatalogSnapshot;
}

function main(): void {
  const t0 = performance.now();
  console.log(`raw sources: ${RAW_DIR}`);
  const snapshot = buildSnapshot(readPrevious());
  const sizes = writeSnapshot(OUT_FILE, snapshot);
  const indexBytes = writeSnapshotPeopleIndex(OUT_FILE);
  const t1 = performance.now();
  const parsed = JSON.parse(gunzipSync(readFileSync(OUT_FILE)).toString('utf8')) as CatalogSnapshot;
  const t2 = performance.now();
  const md = countsMarkdown(snapshot);
  const cov = coverageMarkdown(coverage(snapshot));
  console.log(`\n${md}\n\n${cov}\n`);
  const a = snapshot.aliases;
  console.log(
    `wrote ${OUT_FILE} (${(sizes.main / 1024 / 1024).toFixed(2)} MB gzipped, biographies ` +
      `${(sizes.bios / 1024 / 1024).toFixed(2)} MB, people index ` +
      `${(indexBytes / 1024 / 1024).toFixed(2)} MB; ${parsed.movies.length} movies, ` +
      `${parsed.tv.length} TV, ${parsed.people.length} people; aliases: ${a?.movie.length ?? 0} ` +
      `movie, ${a?.tv.length ?? 0} TV, ${a?.person.length ?? 0} person)`,
  );
  console.log(`build ${((t1 - t0) / 1000).toFixed(1)} s; gunzip+parse ${(t2 - t1).toFixed(0)} ms`);
  if (!updateReadmeSection(README_FILE, md)) {
    console.warn(`note: ${README_FILE} has no counts markers; counts not written there`);
  }
  if (!updateReadmeSection(README_FILE, cov, COVERAGE_START, COVERAGE_END)) {
    console.warn(`note: ${README_FILE} has no coverage markers; coverage not written there`);
  }
}

main();
