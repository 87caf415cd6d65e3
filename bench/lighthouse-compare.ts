import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { lighthouseMobile, type LighthouseFigures } from './lighthouse';
import { searchQueries, timeHttpQueries } from './search-timing';
import { repoRoot, startProcess, startServer, type RunningServer } from './support';

/** The public pages of issue #40 (the goal: ≥ 0.95 and TBT ≤ 200 ms on each). */
export const PUBLIC_PAGES = [
  '/',
  '/movie/27205',
  '/tvshows',
  '/trending',
  '/unclespick',
  '/tv/1396',
  '/person/525',
  '/genres',
];

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/**
 * A built copy of the app at `ref` in the temp directory (`git archive`, so the repository's
 * own state is left alone), sharing this checkout's installed packages except the workspace
 * ones, which point at the copy's own packages.
 */
export function checkoutBuilt(sha: string): string {
  const dir = path.join(os.tmpdir(), `uw-lighthouse-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'apps/server/dist/main.js'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', sha], {
      cwd: repoRoot,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout, maxBuffer: 1 << 30 });
    const modules = path.join(dir, 'node_modules');
    fs.mkdirSync(modules);
    for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
      if (entry === '@unclewatch') continue;
      fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
    }
    const own = path.join(modules, '@unclewatch');
    fs.mkdirSync(own);
    for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules/@unclewatch'))) {
      const target = fs.realpathSync(path.join(repoRoot, 'node_modules/@unclewatch', entry));
      fs.symlinkSync(path.join(dir, path.relative(repoRoot, target)), path.join(own, entry));
    }
    for (const script of ['scripts/ensure-web-build.mjs', 'scripts/ensure-server-build.mjs']) {
      const built = spawnSync(process.execPath, [script, '--force'], {
        cwd: dir,
        stdio: 'inherit',
      });
      if (built.status !== 0) throw new Error(`building ${sha} failed (${script})`);
    }
  }
  return dir;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

interface Side {
  scores: (number | null)[];
  tbtMs: number[];
  mainThreadMs: number[];
  runs: LighthouseFigures[];
}

function summary(side: Side) {
  return {
    medianScore: median(side.scores.map((s) => s ?? NaN)),
    medianTbtMs: median(side.tbtMs),
    medianMainThreadMs: median(side.mainThreadMs),
    scores: side.scores,
    tbtMs: side.tbtMs,
    runs: side.runs,
  };
}

/**
 * Lighthouse (mobile) on the public pages, this checkout beside `baseline` (a git ref:
 * `LIGHTHOUSE_BASELINE`, the previous release; by default where this branch left main) in the
 * same run: both servers up at once, each page run `runs` times per
 * side, the sides alternating (and which goes first alternating too), so the machine's load
 * falls on both alike. Reports medians per side and the ratio, with the load average.
 */
export async function benchLighthouseCompare({
  baseline = process.env.LIGHTHOUSE_BASELINE ?? git('merge-base', 'HEAD', 'main'),
  runs = Number(process.env.LIGHTHOUSE_RUNS) || 3,
  pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? PUBLIC_PAGES,
  onPage,
}: {
  baseline?: string;
  runs?: number;
  pages?: string[];
  /** Called with the pages measured so far after each page (a long run keeps its figures). */
  onPage?: (partial: unknown) => void;
} = {}) {
  const baselineSha = git('rev-parse', `${baseline}^{commit}`);
  const currentSha = git('rev-parse', 'HEAD');
  const dirty = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
  (ensureWebBuild as () => void)();
  const baseDir = checkoutBuilt(baselineSha);
  const current = await startServer();
  let base: RunningServer | undefined;
  try {
    base = await startProcess(
      ['--enable-source-maps', path.join(baseDir, 'apps/server/dist/main.js')],
      {},
      baseDir,
    );
    const loadAtStart = load();
    const results = [];
    for (const page of pages) {
      const sides: Record<'baseline' | 'current', Side> = {
        baseline: { scores: [], tbtMs: [], mainThreadMs: [], runs: [] },
        current: { scores: [], tbtMs: [], mainThreadMs: [], runs: [] },
      };
      const pageLoad = load();
      for (let i = 0; i < runs; i++) {
        const order =
          i % 2 ? (['current', 'baseline'] as const) : (['baseline', 'current'] as const);
        for (const name of order) {
          const server = name === 'current' ? current : base;
          let run = await lighthouseMobile(server.url, page);
          // A run Lighthouse itself fails (no score) is run once more.
          if (run.performanceScore === null) run = await lighthouseMobile(server.url, page);
          const side = sides[name];
          side.scores.push(run.performanceScore);
          side.tbtMs.push(run.totalBlockingTimeMs ?? NaN);
          side.mainThreadMs.push(run.mainThreadMs ?? NaN);
          side.runs.push(run);
        }
      }
      const b = summary(sides.baseline);
      const c = summary(sides.current);
      console.log(
        `${page}: score ${b.medianScore} → ${c.medianScore}, TBT ${b.medianTbtMs} → ${c.medianTbtMs} ms (load ${pageLoad.join(' ')})`,
      );
      results.push({
        path: page,
        loadAverage: pageLoad,
        baseline: b,
        current: c,
        tbtRatio:
          b.medianTbtMs && c.medianTbtMs !== null
            ? Math.round((c.medianTbtMs / b.medianTbtMs) * 100) / 100
            : null,
        mainThreadRatio:
          b.medianMainThreadMs && c.medianMainThreadMs !== null
            ? Math.round((c.medianMainThreadMs / b.medianMainThreadMs) * 100) / 100
            : null,
      });
      onPage?.({ baseline: { ref: baseline, sha: baselineSha }, partial: true, pages: results });
    }
    return {
      goal: { performanceScore: 0.95, totalBlockingTimeMs: 200 },
      formFactor: 'mobile',
      runsPerPagePerSide: runs,
      baseline: { ref: baseline, sha: baselineSha },
      current: { sha: currentSha, uncommittedChanges: dirty },
      cpus: os.cpus().length,
      loadAverage: { start: loadAtStart, end: load() },
      pages: results,
    };
  } finally {
    await base?.stop();
    await current.stop();
  }
}

/**
 * `GET /api/tmdb/search` over HTTP (issue #40: p99 ≤ 20 ms for 200 queries), this checkout
 * beside the same baseline, one request at a time: `trials` passes of 200 queries per side,
 * alternating, each on a freshly started server's first queries (the code compiling included).
 */
export async function benchSearchHttp({
  baseline = process.env.LIGHTHOUSE_BASELINE ?? git('merge-base', 'HEAD', 'main'),
  trials = 3,
}: { baseline?: string; trials?: number } = {}) {
  const baselineSha = git('rev-parse', `${baseline}^{commit}`);
  const baseDir = checkoutBuilt(baselineSha);
  const sides: Record<'baseline' | 'current', Awaited<ReturnType<typeof timeHttpQueries>>[]> = {
    baseline: [],
    current: [],
  };
  const loadAtStart = load();
  for (let i = 0; i < trials; i++) {
    const order = i % 2 ? (['current', 'baseline'] as const) : (['baseline', 'current'] as const);
    for (const name of order) {
      const server =
        name === 'current'
          ? await startServer()
          : await startProcess(
              ['--enable-source-maps', path.join(baseDir, 'apps/server/dist/main.js')],
              {},
              baseDir,
            );
      try {
        sides[name].push(await timeHttpQueries(server.url, searchQueries, 10));
      } finally {
        await server.stop();
      }
    }
  }
  const p99 = (name: 'baseline' | 'current') => median(sides[name].map((trial) => trial.p99Ms));
  return {
    goal: { queries: 200, p99Ms: 20 },
    baseline: {
      ref: baseline,
      sha: baselineSha,
      medianP99Ms: p99('baseline'),
      trials: sides.baseline,
    },
    current: { sha: git('rev-parse', 'HEAD'), medianP99Ms: p99('current'), trials: sides.current },
    loadAverage: { start: loadAtStart, end: load() },
  };
}
