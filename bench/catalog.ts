import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotMovie } from '@unclewatch/core';

import {
  CatalogSearch,
  loadSnapshot,
  loadSnapshotCatalog,
} from '../apps/server/src/snapshot/index';
import { searchQueries, timeQueries } from './search-timing';
import { repoRoot } from './support';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A synthetic catalogue of `count` movies made of real-looking words, for scale runs. */
export function syntheticSnapshot(base: CatalogSnapshot, count: number): CatalogSnapshot {
  const words = [
    ...new Set(
      base.movies.flatMap((m) => m.title.split(/\s+/)).filter((w) => /^[A-Za-z]{3,}$/.test(w)),
    ),
  ];
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const movies: SnapshotMovie[] = [];
  for (let i = 0; i < count; i++) {
    const title = Array.from(
      { length: 1 + Math.floor(rand() * 4) },
      () => words[Math.floor(rand() * words.length)],
    ).join(' ');
    movies.push({
      id: i + 1,
      title,
      original_title: title,
      release_date: `${1950 + Math.floor(rand() * 75)}-01-01`,
      overview: '',
      poster_path: `/p${i}.jpg`,
      backdrop_path: null,
      original_language: 'en',
      genre_ids: [18],
      vote_average: Math.round(rand() * 100) / 10,
      vote_count: Math.floor(rand() * 10000),
      popularity: rand() * 100,
      adult: false,
      sources: [],
    });
  }
  return { ...base, movies, tv: [], people: [] };
}

export async function benchCatalog(options: { scaleTitles: number }) {
  // Start-up: load + index the real snapshot in this process, as the server does (the people
  // index from its file). bench/startup.ts measures the same in fresh processes.
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const data = loadSnapshotCatalog();
  const search = new CatalogSearch(data);
  const startup = {
    loadAndIndexMs: Math.round(performance.now() - t0),
    rssMb: mb(process.memoryUsage().rss),
    rssDeltaMb: mb(process.memoryUsage().rss - rssBefore),
  };
  const snapshotSearch = timeQueries(search, searchQueries, 25);

  // Scale: the same search over a generated catalogue.
  const synthetic = syntheticSnapshot(loadSnapshot(), options.scaleTitles);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uw-scale-')), 'catalog.json.gz');
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(synthetic), { level: 1 }));
  // Loaded and indexed in a fresh process, so its memory is what a server with this catalogue
  // holds, not this process's generator garbage.
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=8192',
      '--import',
      'tsx',
      'bench/search-scale-child.ts',
      file,
      '5',
    ],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) throw new Error(`scale run failed: ${child.stderr}`);
  const scaleSearch = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });

  return {
    goal: {
      snapshotSearchP99Ms: 5,
      scaleSearchP99Ms: 50,
      scaleRssMb: 2048,
    },
    startup,
    search: { snapshot: snapshotSearch, scale: scaleSearch },
  };
}
