// Throughput of the public API at 50 connections: the real server (compiled, as `npm start`
// runs it) beside a bare Fastify hello-world measured in the same run, reported as ratios.
// These 2-core machines are shared and noisy (hello-world alone has measured 34k–84k req/s on
// different days), so each endpoint is measured right after its own hello-world run, in several
// rounds, and the median round counts (decision 028).
import {
  load,
  medianBy,
  startProcess,
  startServer,
  type LoadResult,
  type RunningServer,
} from './support';

/** The calls a public page makes, one endpoint at a time. */
const ENDPOINTS = [
  '/api/home',
  '/api/tmdb/trending?time=week',
  '/api/tmdb/search?q=interstelar',
  '/api/tmdb/movie/155',
  '/api/titles/movie/155',
];

/** What a browser's fetch() sends (Chromium's exact Accept-Encoding), so answers come compressed. */
export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

interface Round {
  helloWorld: number;
  endpoint: LoadResult;
  ratio: number;
}

/** One endpoint measured right after a hello-world run: the pair shares the machine's mood. */
async function pair(
  hello: RunningServer,
  app: RunningServer,
  path: string,
  seconds: number,
  headers: Record<string, string>,
): Promise<Round> {
  const helloWorld = await load(hello.url, '/hello', seconds, 50, headers);
  const endpoint = await load(app.url, path, seconds, 50, headers);
  return {
    helloWorld: helloWorld.requestsPerSec,
    endpoint,
    ratio: ratio(endpoint.requestsPerSec, helloWorld.requestsPerSec),
  };
}

export async function benchThroughput(options: { seconds: number; rounds: number }) {
  // Both run throughout; the one not under load is idle.
  const hello = await startProcess(['--import', 'tsx', 'bench/hello-server.ts']);
  const app = await startServer();
  const endpoints = [];
  const withoutCompression = [];
  try {
    // Warm the prepared answers and both JITs outside the measurement.
    await load(hello.url, '/hello', 2, 50, BROWSER_HEADERS);
    for (const path of ENDPOINTS) await load(app.url, path, 2, 50, BROWSER_HEADERS);

    const rounds = new Map<string, Round[]>(ENDPOINTS.map((path) => [path, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const path of ENDPOINTS) {
        rounds.get(path)!.push(await pair(hello, app, path, options.seconds, BROWSER_HEADERS));
      }
    }
    for (const measured of rounds.values()) {
      const middle = medianBy(measured, (r) => r.ratio);
      endpoints.push({
        ...middle.endpoint,
        helloWorldRequestsPerSec: middle.helloWorld,
        ratioToHelloWorld: middle.ratio,
        roundRatios: measured.map((r) => r.ratio),
      });
    }
    // For the record: a client that asks for no compression (bigger bodies to write and read).
    for (const path of ENDPOINTS.slice(1)) {
      const measured = await pair(hello, app, path, options.seconds, {});
      withoutCompression.push({ path, ratioToHelloWorld: measured.ratio });
    }
  } finally {
    await app.stop();
    await hello.stop();
  }
  const home = endpoints[0]!;
  return {
    goal: { homeRequestsPerSec: 2000, homeP99Ms: 100, ratioToHelloWorld: 0.5 },
    connections: 50,
    seconds: options.seconds,
    rounds: options.rounds,
    requestHeaders: BROWSER_HEADERS,
    endpoints,
    withoutCompression,
    verdict: {
      home: home.requestsPerSec >= 2000 && home.p99Ms <= 100,
      ratios: endpoints.slice(1).every((e) => e.ratioToHelloWorld >= 0.5),
    },
  };
}
