// Throughput of the public API at 50 connections: the real server (compiled, as `npm start`
// runs it) beside a bare Fastify hello-world measured in the same run, reported as ratios
// (these 2-core machines are shared and noisy, so absolute figures are floors).
import { load, startProcess, startServer, type LoadResult } from './support';

/** The calls a public page makes, one endpoint at a time. */
const ENDPOINTS = [
  '/api/home',
  '/api/tmdb/trending?time=week',
  '/api/tmdb/search?q=interstelar',
  '/api/tmdb/movie/155',
  '/api/titles/movie/155',
];

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

export async function benchThroughput(options: { seconds: number }) {
  const hello = await startProcess(['--import', 'tsx', 'bench/hello-server.ts']);
  const helloWorld = await load(hello.url, '/hello', options.seconds);
  await hello.stop();

  const app = await startServer();
  const endpoints: (LoadResult & { ratioToHelloWorld: number })[] = [];
  try {
    for (const path of ENDPOINTS) {
      // Warm the prepared answer and the JIT outside the measurement.
      await (await fetch(`${app.url}${path}`)).arrayBuffer();
      const result = await load(app.url, path, options.seconds);
      endpoints.push({
        ...result,
        ratioToHelloWorld: ratio(result.requestsPerSec, helloWorld.requestsPerSec),
      });
    }
  } finally {
    await app.stop();
  }
  const home = endpoints[0]!;
  return {
    goal: { homeRequestsPerSec: 2000, homeP99Ms: 100, ratioToHelloWorld: 0.5 },
    connections: 50,
    seconds: options.seconds,
    helloWorld,
    endpoints,
    verdict: {
      home: home.requestsPerSec >= 2000 && home.p99Ms <= 100,
      ratios: endpoints.slice(1).every((e) => e.ratioToHelloWorld >= 0.5),
    },
  };
}
