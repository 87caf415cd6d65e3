// Sustained load over the API calls the public pages make (home, trending, search, a title
// page, genres, picks …), mixed on every connection: errors, throughput and tail latency.
import autocannon from 'autocannon';

import { type RunningServer, startServer } from './support';

/** What a visitor's browser asks for while browsing the public pages. */
export const PUBLIC_PAGE_CALLS = [
  '/api/home',
  '/api/tmdb/trending?time=week&page=1',
  '/api/tmdb/search?q=heat',
  '/api/titles/movie/155',
  '/api/tmdb/genres',
  '/api/recommend/all',
  '/api/tmdb/discover?page=1',
  '/api/tmdb/search?q=sholay',
  '/api/titles/tv/1396',
  '/api/tmdb/movie/27205/similar?page=1',
  '/api/me',
  '/api/health',
];

export interface LoadMixResult {
  seconds: number;
  connections: number;
  paths: string[];
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  serverErrors: number;
  aliveAfter: boolean;
}

export async function benchLoad(options: {
  seconds: number;
  connections?: number;
}): Promise<LoadMixResult> {
  const connections = options.connections ?? 50;
  const server: RunningServer = await startServer();
  try {
    // Warm the caches and the JIT once, outside the measurement.
    for (const path of PUBLIC_PAGE_CALLS) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    const result = await autocannon({
      url: server.url,
      connections,
      duration: options.seconds,
      requests: PUBLIC_PAGE_CALLS.map((path) => ({ method: 'GET', path })),
    });
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    return {
      seconds: options.seconds,
      connections,
      paths: PUBLIC_PAGE_CALLS,
      requests: result.requests.total,
      requestsPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      serverErrors: result['5xx'],
      aliveAfter: health?.status === 200,
    };
  } finally {
    await server.stop();
  }
}
