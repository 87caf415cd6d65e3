import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureServerBuild } from '../scripts/ensure-server-build.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process, from /proc (Linux), in MB. */
export function rssMbOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The app as `npm start` runs it: the compiled server (built first when stale). */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const main = (await (ensureServerBuild as () => Promise<string>)()) as string;
  return startProcess(['--enable-source-maps', main], env);
}

/** Starts a Node script as its own process (so the load generator doesn't share its CPU time). */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd: string = repoRoot,
): Promise<RunningServer> {
  const port = await freePort();
  const startedAt = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-bench-'));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TMDB_IMAGE_BASE_URL: 'off',
      // Load tests measure throughput, not the per-client limits.
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: loading the v2 snapshot on a shared 2-core machine can take over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    pid: child.pid!,
    startupMs: Math.round(performance.now() - startedAt),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The middle item by `by` (the upper one of an even count). */
export function medianBy<T>(items: readonly T[], by: (item: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

export interface LoadResult {
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  pathAndQuery: string,
  seconds: number,
  connections = 50,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${pathAndQuery}`,
    connections,
    duration: seconds,
    headers,
  });
  return {
    path: pathAndQuery,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, at)]! * 1000) / 1000;
}

export function writeResult(name: string, data: unknown): string {
  const file = path.join(repoRoot, 'bench/results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** The cookies an answer set, as a Cookie header (name=value pairs). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
