// `npm run bench`: measures and writes bench/results/*.json. Benchmarks report; they don't gate.
import os from 'node:os';

import { runAssistantBench } from './assistant/run';
import { benchCatalog } from './catalog';
import { benchHome } from './home';
import { benchReliability } from './reliability';
import { writeResult } from './support';
import { benchUpstreamCalls } from './upstream';

const quick = process.argv.includes('--quick');
// `--only=reliability` (or a comma-separated list) runs just those parts.
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
const machine = {
  node: process.version,
  cpus: os.cpus().length,
  memGb: Math.round(os.totalmem() / 2 ** 30),
};
const at = new Date().toISOString();

if (wanted('catalog')) {
  console.log('catalogue: start-up, search latency, throughput...');
  const catalog = await benchCatalog({
    seconds: quick ? 2 : 8,
    scaleTitles: quick ? 100_000 : 1_000_000,
  });
  console.log(JSON.stringify(catalog, null, 2));
  console.log(`wrote ${writeResult('catalog', { at, machine, ...catalog })}`);
}

if (wanted('assistant')) {
  console.log('assistant: answer quality on bench/assistant/cases.json...');
  const assistant = await runAssistantBench();
  console.log(JSON.stringify({ ...assistant, failures: assistant.failures.length }, null, 2));
  console.log(`wrote ${writeResult('assistant', { at, machine, ...assistant })}`);
}

if (wanted('home')) {
  console.log('home page: requests, bytes, JS and Lighthouse (mobile)...');
  const home = await benchHome();
  console.log(JSON.stringify(home, null, 2));
  console.log(`wrote ${writeResult('home', { at, machine, ...home })}`);
}

if (wanted('reliability')) {
  console.log('reliability: fuzzing every route with bad requests, then mixed load...');
  const reliability = await benchReliability(quick);
  console.log(JSON.stringify(reliability, null, 2));
  console.log(`wrote ${writeResult('reliability', { at, machine, ...reliability })}`);
}

if (wanted('upstream')) {
  console.log('live mode against local fakes: upstream calls per page view...');
  const upstream = await benchUpstreamCalls();
  console.log(JSON.stringify(upstream, null, 2));
  console.log(`wrote ${writeResult('upstream', { at, machine, ...upstream })}`);
}
