// `npm run bench`: measures and writes bench/results/*.json. Benchmarks report; they don't gate.
import os from 'node:os';

import { runAssistantBench } from './assistant/run';
import { benchCatalog } from './catalog';
import { benchHome } from './home';
import { writeResult } from './support';

const quick = process.argv.includes('--quick');
const machine = {
  node: process.version,
  cpus: os.cpus().length,
  memGb: Math.round(os.totalmem() / 2 ** 30),
};
const at = new Date().toISOString();

console.log('catalogue: start-up, search latency, throughput...');
const catalog = await benchCatalog({
  seconds: quick ? 2 : 8,
  scaleTitles: quick ? 100_000 : 1_000_000,
});
console.log(JSON.stringify(catalog, null, 2));
console.log(`wrote ${writeResult('catalog', { at, machine, ...catalog })}`);

console.log('assistant: answer quality on bench/assistant/cases.json...');
const assistant = await runAssistantBench();
console.log(JSON.stringify({ ...assistant, failures: assistant.failures.length }, null, 2));
console.log(`wrote ${writeResult('assistant', { at, machine, ...assistant })}`);

console.log('home page: requests, bytes, JS and Lighthouse (mobile)...');
const home = await benchHome();
console.log(JSON.stringify(home, null, 2));
console.log(`wrote ${writeResult('home', { at, machine, ...home })}`);
