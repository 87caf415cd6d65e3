// `npm run bench`: measures and writes bench/results/*.json. Benchmarks report; they don't gate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { runAssistantBench } from './assistant/run';
import { benchCatalog } from './catalog';
import { benchHome } from './home';
import { benchHostileFloods } from './hostile-floods';
import { benchHostileUploads } from './hostile-uploads';
import { benchLighthouseCompare, benchSearchHttp } from './lighthouse-compare';
import { benchPages } from './pages';
import { benchReliability } from './reliability';
import { benchSearchEval } from './search-eval';
import { benchServer } from './server';
import { benchStartup } from './startup';
import { benchThroughput } from './throughput';
import { benchTogether } from './together/run';
import { writeResult } from './support';
import { benchUpstreamCalls } from './upstream';
import { benchEpisodes } from './episodes';
import { benchTvTimeImport, benchTvTimeKinds } from './tvtime/run';
import { benchScrobble } from './scrobble/run';

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

if (wanted('startup')) {
  console.log('start-up: snapshot load time and memory in fresh processes...');
  const startup = benchStartup(quick ? 3 : 5);
  console.log(JSON.stringify(startup, null, 2));
  console.log(`wrote ${writeResult('startup', { at, machine, ...startup })}`);
}

if (wanted('catalog')) {
  console.log('catalogue: start-up, search latency, the 1M-title run...');
  const catalog = await benchCatalog({ scaleTitles: quick ? 100_000 : 1_000_000 });
  console.log(JSON.stringify(catalog, null, 2));
  console.log(`wrote ${writeResult('catalog', { at, machine, ...catalog })}`);
}

if (wanted('search')) {
  console.log('search: quality on the catalogue-generated evaluation set...');
  const search = benchSearchEval();
  console.log(JSON.stringify({ ...search, failures: search.failures.length }, null, 2));
  console.log(`wrote ${writeResult('search-eval', { at, machine, ...search })}`);
}

if (wanted('throughput')) {
  console.log('throughput: public API endpoints beside a hello-world server, 50 connections...');
  const throughput = await benchThroughput({ seconds: quick ? 2 : 5, rounds: quick ? 1 : 3 });
  console.log(JSON.stringify(throughput, null, 2));
  console.log(`wrote ${writeResult('throughput', { at, machine, ...throughput })}`);
}

if (wanted('pages')) {
  console.log('pages: server-rendered documents at 50 connections...');
  const pages = await benchPages({ seconds: quick ? 2 : 5 });
  console.log(JSON.stringify(pages, null, 2));
  console.log(`wrote ${writeResult('pages', { at, machine, ...pages })}`);
}

if (wanted('server')) {
  console.log('server: start-up time and memory, compiled and through tsx...');
  const server = await benchServer({ seconds: quick ? 2 : 5 });
  console.log(JSON.stringify(server, null, 2));
  console.log(`wrote ${writeResult('server', { at, machine, ...server })}`);
}

if (wanted('assistant')) {
  console.log('assistant: answer quality on bench/assistant/cases.json...');
  const assistant = await runAssistantBench();
  const summary = { ...assistant.questions, failures: assistant.questions.failures.length };
  console.log(
    JSON.stringify(
      {
        ...assistant,
        failures: assistant.failures.length,
        questions: summary,
        llmRequests: { ...assistant.llmRequests, failures: assistant.llmRequests.failures.length },
      },
      null,
      2,
    ),
  );
  console.log(`wrote ${writeResult('assistant', { at, machine, ...assistant })}`);
}

if (wanted('episodes')) {
  console.log('episodes: start-up with the store, a season answer, Up next latency...');
  const episodes = await benchEpisodes({ seconds: quick ? 2 : 5, rounds: quick ? 1 : 3 });
  console.log(JSON.stringify(episodes, null, 2));
  console.log(`wrote ${writeResult('episodes', { at, machine, ...episodes })}`);
}

if (wanted('tvtime')) {
  console.log('TV Time import: a 20,000-row export made from the catalogue, health polled...');
  const tvtime = await benchTvTimeImport();
  console.log(JSON.stringify(tvtime, null, 2));
  console.log(`wrote ${writeResult('tvtime-import', { at, machine, ...tvtime })}`);
}

if (only?.includes('tvtime-kinds')) {
  // Only the per-kind figures (issue #42), kept beside the last full run's in tvtime-import.json.
  console.log('TV Time import: numbering and names that differ, per kind...');
  const numbering = { at, machine, ...(await benchTvTimeKinds()) };
  console.log(JSON.stringify(numbering, null, 2));
  const file = path.join(import.meta.dirname, 'results', 'tvtime-import.json');
  const last = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  console.log(`wrote ${writeResult('tvtime-import', { ...last, numbering })}`);
}

if (wanted('scrobble')) {
  console.log('scrobbling: 2,000 plays scored, then a burst of 1,000 progress events...');
  const scrobble = await benchScrobble();
  console.log(JSON.stringify(scrobble, null, 2));
  console.log(`wrote ${writeResult('scrobble', { at, machine, ...scrobble })}`);
}

if (wanted('home')) {
  console.log('home page: requests, bytes, JS and Lighthouse (mobile)...');
  const home = await benchHome();
  console.log(JSON.stringify(home, null, 2));
  console.log(`wrote ${writeResult('home', { at, machine, ...home })}`);
}

if (wanted('lighthouse')) {
  console.log('Lighthouse (mobile): the public pages beside the previous release, alternating...');
  const lighthouse = await benchLighthouseCompare({
    onPage: (partial) => writeResult('lighthouse', { at, machine, ...(partial as object) }),
  });
  console.log(`wrote ${writeResult('lighthouse', { at, machine, ...lighthouse })}`);
}

if (wanted('search-http')) {
  console.log('search over HTTP: 200 queries one at a time, beside the previous release...');
  const searchHttp = await benchSearchHttp();
  console.log(JSON.stringify(searchHttp, null, 2));
  console.log(`wrote ${writeResult('search-http', { at, machine, ...searchHttp })}`);
}

if (wanted('reliability')) {
  console.log('reliability: fuzzing every route with bad requests, then mixed load...');
  const reliability = await benchReliability(quick);
  console.log(JSON.stringify(reliability, null, 2));
  console.log(`wrote ${writeResult('reliability', { at, machine, ...reliability })}`);
}

if (wanted('hostile')) {
  console.log('hostile uploads: a lying zip against health latency, beside an honest upload...');
  const hostile = await benchHostileUploads(quick ? 3 : 10);
  console.log(JSON.stringify(hostile, null, 2));
  console.log(`wrote ${writeResult('hostile-uploads', { at, machine, ...hostile })}`);
  console.log('hostile floods: unique junk addresses against memory, the diary commits...');
  const floods = await benchHostileFloods(quick ? 3 : 15);
  console.log(JSON.stringify(floods, null, 2));
  console.log(`wrote ${writeResult('hostile-floods', { at, machine, ...floods })}`);
}

if (wanted('upstream')) {
  console.log('live mode against local fakes: upstream calls per page view...');
  const upstream = await benchUpstreamCalls();
  console.log(JSON.stringify(upstream, null, 2));
  console.log(`wrote ${writeResult('upstream', { at, machine, ...upstream })}`);
}

if (wanted('together')) {
  console.log('watch together: synthetic households (rules, fairness) and a 4-member pick...');
  const together = await benchTogether({ households: quick ? 60 : 300, rounds: quick ? 10 : 40 });
  console.log(JSON.stringify(together, null, 2));
  console.log(`wrote ${writeResult('together', { at, machine, ...together })}`);
}
