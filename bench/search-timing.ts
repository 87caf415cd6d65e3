import type { CatalogSearch } from '../apps/server/src/snapshot/index';
import { percentile } from './support';

/** The fixed latency query mix (titles, typos, prefixes, operators, people, common words). */
export const searchQueries = [
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

/**
 * Times `rounds` passes over `queries`. p50/p99 count every pass, the first included (a query's
 * first run pays for compiling the code it takes); `warmP99` leaves the first pass out, as a
 * server that has answered a few searches runs.
 */
export function timeQueries(search: CatalogSearch, queries: string[], rounds: number) {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const start = performance.now();
      search.search(q, 1);
      samples.push(performance.now() - start);
    }
  }
  const warm = samples.slice(queries.length).sort((a, b) => a - b);
  samples.sort((a, b) => a - b);
  return {
    queries: samples.length,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    warmP99Ms: warm.length ? percentile(warm, 99) : null,
  };
}

/**
 * The same mix over HTTP, one request at a time: `GET {baseUrl}/api/tmdb/search?q=` for
 * `rounds` passes (200 queries = 10 passes), the server's answer read in full each time.
 */
export async function timeHttpQueries(baseUrl: string, queries: string[], rounds: number) {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/tmdb/search?q=${encodeURIComponent(q)}`);
      await response.arrayBuffer();
      samples.push(performance.now() - start);
      if (!response.ok) throw new Error(`search ${q}: HTTP ${response.status}`);
    }
  }
  samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    queries: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(samples.at(-1) ?? 0),
  };
}
