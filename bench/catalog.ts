import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotMovie } from '@unclewatch/core';

import { CatalogData } from '../apps/server/src/providers/catalog/embedded/catalog-data';
import { CatalogSearch } from '../apps/server/src/providers/catalog/embedded/catalog-search';
import { loadSnapshot } from '../apps/server/src/providers/catalog/embedded/snapshot-loader';
import { load, percentile, startProcess, type LoadResult } from './support';

const searchQueries = [
  'interstelar',
  'godfater',
  'dark kni',
  'tom hanks',
  'amelie',
  'matrix year:1999',
  'imdb:tt0133093',
  'love',
  'star wars',
  'shah rukh',
  'breaking',
  'the',
  'avengers endgame',
  'parasite',
  'inception',
  'lord of the rings',
  'nolan',
  'spirited away',
  'dilwale',
  'toy',
];

function timeQueries(search: CatalogSearch, queries: string[], rounds: number) {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const start = performance.now();
      search.search(q, 1);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    queries: samples.length,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A synthetic catalogue of `count` movies made of real-looking words, for scale runs. */
function syntheticSnapshot(base: CatalogSnapshot, count: number): CatalogSnapshot {
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

export async function benchCatalog(options: { seconds: number; scaleTitles: number }) {
  // Start-up: load + index the real snapshot in this process.
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const data = new CatalogData(loadSnapshot());
  const search = new CatalogSearch(data);
  const startup = {
    loadAndIndexMs: Math.round(performance.now() - t0),
    rssMb: mb(process.memoryUsage().rss),
    rssDeltaMb: mb(process.memoryUsage().rss - rssBefore),
  };
  const snapshotSearch = timeQueries(search, searchQueries, 25);

  // Scale: the same search over a generated catalogue.
  const synthetic = syntheticSnapshot(data.snapshot, options.scaleTitles);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uw-scale-')), 'catalog.json.gz');
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(synthetic), { level: 1 }));
  const t1 = performance.now();
  const bigData = new CatalogData(loadSnapshot(file));
  const bigSearch = new CatalogSearch(bigData);
  const scaleStartupMs = Math.round(performance.now() - t1);
  const scaleSearch = {
    titles: options.scaleTitles,
    loadAndIndexMs: scaleStartupMs,
    rssMb: mb(process.memoryUsage().rss),
    ...timeQueries(bigSearch, searchQueries, 5),
  };
  fs.rmSync(path.dirname(file), { recursive: true, force: true });

  // Throughput: the real server vs a hello-world Fastify, each in its own process, same run.
  const hello = await startProcess(['--import', 'tsx', 'bench/hello-server.ts']);
  const baseline = await load(hello.url, '/hello', options.seconds);
  await hello.stop();
  const app = await startProcess(['--import', 'tsx', 'apps/server/src/main.ts']);
  const endpoints: (LoadResult & { ratioToHelloWorld: number })[] = [];
  for (const p of [
    '/api/tmdb/trending?time=week',
    '/api/tmdb/search?q=interstelar',
    '/api/tmdb/movie/155',
    '/api/titles/movie/155',
  ]) {
    const r = await load(app.url, p, options.seconds);
    endpoints.push({
      ...r,
      ratioToHelloWorld: Math.round((r.requestsPerSec / baseline.requestsPerSec) * 100) / 100,
    });
  }
  await app.stop();

  return {
    goal: { ratioToHelloWorld: 0.5, snapshotSearchP99Ms: 5, scaleSearchP99Ms: 50 },
    startup,
    search: { snapshot: snapshotSearch, scale: scaleSearch },
    throughput: { connections: 50, seconds: options.seconds, helloWorld: baseline, endpoints },
  };
}
