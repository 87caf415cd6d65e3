// Issue 29's attacks: floods of unique junk addresses (memory must stay flat, junk must cost
// what a kept answer costs) and the diary commits that froze the server. Every figure has its
// baseline from the same run: the plain address's rate, idle health, RSS before the flood.
import autocannon from 'autocannon';

import { bearer } from './hostile-uploads';
import { percentile, rssMbOf, type RunningServer, startServer } from './support';

export interface FloodResult {
  /** What was sent: a pattern, `<n>` the request number. */
  sent: string;
  requests: number;
  requestsPerSec: number;
  /** The same route at its plain address, same run, same load. */
  plainRequestsPerSec: number;
  statuses: { '2xx': number; '4xx': number; '5xx': number; errors: number };
  rssMb: { before: number; max: number; after: number };
}

export interface HostileFloodsResult {
  answers: FloodResult;
  pages: FloodResult;
  overlong: FloodResult;
  diary: {
    /** Each request, and /api/health's slowest answer while it ran. */
    reviewCommit: { status: number; ms: number; healthMaxMs: number };
    sameDayCommit: { status: number; ms: number; logged: number; healthMaxMs: number };
    /** Four commits of 5,000 viewings on distinct days (ms: their sum). */
    longDiaryCommit: { status: number; ms: number; logged: number; healthMaxMs: number };
    stats: { status: number; ms: number; healthMaxMs: number };
    healthIdleMs: { p50: number; max: number };
  };
}

const PAD = 'a'.repeat(3000);

async function flood(
  server: RunningServer,
  plain: string,
  junk: (n: number) => string,
  sent: string,
  seconds: number,
): Promise<FloodResult> {
  const rate = async (path: (n: number) => string) => {
    let n = 0;
    return autocannon({
      url: server.url,
      connections: 50,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, path: path(n++) }) }],
    });
  };
  const baseline = await rate(() => plain);
  const before = rssMbOf(server.pid) ?? 0;
  let max = before;
  const sampler = setInterval(() => (max = Math.max(max, rssMbOf(server.pid) ?? 0)), 250);
  const attack = await rate(junk);
  clearInterval(sampler);
  const after = rssMbOf(server.pid) ?? 0;
  const total = attack.requests.total;
  return {
    sent,
    requests: total,
    requestsPerSec: Math.round(attack.requests.average),
    plainRequestsPerSec: Math.round(baseline.requests.average),
    statuses: {
      '2xx': total - attack.non2xx,
      '4xx': attack['4xx'],
      '5xx': attack['5xx'],
      errors: attack.errors + attack.timeouts,
    },
    rssMb: { before, max: Math.max(max, after), after },
  };
}

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const response = await run();
  const body = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), body };
}

/** Runs `work` while asking /api/health in a loop; adds health's slowest answer meanwhile. */
async function whileProbing<T>(
  url: string,
  work: () => Promise<T>,
): Promise<T & { healthMaxMs: number }> {
  let running = true;
  const during: number[] = [];
  const done = work().finally(() => (running = false));
  while (running) during.push((await timed(() => fetch(`${url}/api/health`))).ms);
  return { ...(await done), healthMaxMs: Math.max(0, ...during) };
}

async function diaryAttacks(server: RunningServer): Promise<HostileFloodsResult['diary']> {
  const token = await bearer(server.url);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const commit = (items: unknown[]) =>
    timed(() =>
      fetch(`${server.url}/api/me/import/commit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ items }),
      }),
    );
  const viewings = (count: number, date: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => ({ date: date(i), rewatch: i > 0 }));
  const copies = (n: number, date: (copy: number, i: number) => string) =>
    Array.from({ length: n }, (_, copy) => ({
      type: 'movie',
      id: 603,
      watchlist: false,
      watched: viewings(1000, (i) => date(copy, i)),
    }));
  const idle: number[] = [];
  for (let i = 0; i < 30; i++) idle.push((await timed(() => fetch(`${server.url}/api/health`))).ms);
  const logged = (body: string) => (JSON.parse(body) as { watched?: number }).watched ?? 0;
  const day = (i: number) =>
    new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const review = await whileProbing(server.url, () => commit(copies(50, () => '2024-05-01')));
  // The most one commit may carry (5,000 viewings), all on one day: 24 are logged.
  const sameDay = await whileProbing(server.url, () => commit(copies(5, () => '2024-05-01')));
  // A 20,000-viewing diary of one title, in four commits as the web client batches it.
  const long = await whileProbing(server.url, async () => {
    const commits = [];
    for (let batch = 0; batch < 4; batch++)
      commits.push(await commit(copies(5, (copy, i) => day((batch * 5 + copy) * 1000 + i))));
    return {
      status: Math.max(...commits.map((c) => c.status)),
      ms: commits.reduce((sum, c) => sum + c.ms, 0),
      body: JSON.stringify({ watched: commits.reduce((sum, c) => sum + logged(c.body), 0) }),
    };
  });
  const stats = await whileProbing(server.url, () =>
    timed(() => fetch(`${server.url}/api/me/stats`, { headers })),
  );
  const pick = ({
    status,
    ms,
    healthMaxMs,
  }: {
    status: number;
    ms: number;
    healthMaxMs: number;
  }) => ({
    status,
    ms,
    healthMaxMs,
  });
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    reviewCommit: { status: review.status, ms: review.ms, healthMaxMs: review.healthMaxMs },
    sameDayCommit: { ...pick(sameDay), logged: logged(sameDay.body) },
    longDiaryCommit: { ...pick(long), logged: logged(long.body) },
    stats: pick(stats),
    healthIdleMs: { p50: percentile(sorted(idle), 50), max: percentile(sorted(idle), 100) },
  };
}

export async function benchHostileFloods(seconds = 15): Promise<HostileFloodsResult> {
  const server = await startServer({
    IMPORT_COMMITS_PER_MINUTE: '100000',
    STATS_PER_MINUTE: '100000',
  });
  try {
    // Warm both kept copies first, so the floods compare against hits.
    await (await fetch(`${server.url}/api/tmdb/byGenre?genreId=18`)).text();
    await (await fetch(`${server.url}/movie/27205`)).text();
    const answers = await flood(
      server,
      '/api/tmdb/byGenre?genreId=18',
      (n) => `/api/tmdb/byGenre?genreId=18&u=${n}&p=${PAD}`,
      `/api/tmdb/byGenre?genreId=18&u=<n>&p=<3,000 × a>`,
      seconds,
    );
    const pages = await flood(
      server,
      '/movie/27205',
      (n) => `/movie/27205?u=${n}&p=${PAD}`,
      `/movie/27205?u=<n>&p=<3,000 × a>`,
      seconds,
    );
    const overlong = await flood(
      server,
      '/api/tmdb/byGenre?genreId=18',
      (n) => `/api/tmdb/byGenre?genreId=99999&u=${n}&p=${'a'.repeat(15_000)}`,
      `/api/tmdb/byGenre?genreId=99999&u=<n>&p=<15,000 × a> (the review's)`,
      seconds,
    );
    return { answers, pages, overlong, diary: await diaryAttacks(server) };
  } finally {
    await server.stop();
  }
}
