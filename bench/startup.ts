import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

import { defaultSnapshotPath } from '../apps/server/src/snapshot/index';
import { medianBy, repoRoot } from './support';

interface ColdStart {
  readAndParseMs: number;
  indexMs: number;
  loadMs: number;
  loadCpuMs: number;
  rssBeforeMb: number;
  rssMb: number;
  heapUsedMb: number;
  titles: number;
  people: number;
}

function coldStart(): ColdStart {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/startup-child.ts'],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env } },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ColdStart;
}

const median = (values: number[]) => medianBy(values, (value) => value);

/**
 * Snapshot start-up as the server pays it: each run is a fresh process (cold module and heap),
 * so runs do not share caches; the median of `runs` is reported beside each run.
 */
export function benchStartup(runs = 5) {
  const samples = Array.from({ length: runs }, coldStart);
  const pick = (key: keyof ColdStart) => median(samples.map((s) => s[key]));
  return {
    goal: { loadMs: 2500, rssMb: 700 },
    snapshot: {
      file: 'data/catalog/catalog.json.gz',
      bytes: fs.statSync(defaultSnapshotPath).size,
      titles: samples[0]!.titles,
      people: samples[0]!.people,
    },
    median: {
      loadMs: pick('loadMs'),
      loadCpuMs: pick('loadCpuMs'),
      readAndParseMs: pick('readAndParseMs'),
      indexMs: pick('indexMs'),
      rssMb: pick('rssMb'),
      heapUsedMb: pick('heapUsedMb'),
      rssBeforeMb: pick('rssBeforeMb'),
    },
    runs: samples.map(({ titles: _t, people: _p, ...rest }) => rest),
  };
}
