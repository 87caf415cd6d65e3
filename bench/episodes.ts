// Episodes (issue #31): start-up with the episodes store, a season answer beside the app's own
// /api/health (the baseline), a movie's details and a hello-world process at 50
// connections (paired rounds, decision 028), and GET /api/me/progress for a user with 100 shows
// and 5,000 watched episodes (p99), on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL (a
// scratch database is made and dropped there).
import { execFileSync } from 'node:child_process';

import pg from 'pg';

import { defaultSnapshotPath, EpisodeStore } from '../apps/server/src/snapshot/index';
import { bearer } from './hostile-uploads';
import { BROWSER_HEADERS } from './throughput';
import { load, medianBy, repoRoot, startProcess, startServer } from './support';

const SEASON = '/api/tmdb/tv/1396/season/5';
const MOVIE = '/api/tmdb/movie/155';

function startupOnce() {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/episodes-startup-child.ts'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

/**
 * The season answer beside the app's own `/api/health` (the issue's baseline: same process,
 * same hooks), a movie's details (another prepared catalogue answer, for reference) and a bare
 * hello-world process (the other catalogue answers' baseline, decision 028), all at 50
 * connections with a browser's headers, in paired rounds after a warm-up of each. The reported
 * round is the one with the median season/health ratio.
 */
async function seasonThroughput(seconds: number, rounds: number) {
  const hello = await startProcess(['--import', 'tsx', 'bench/hello-server.ts']);
  const app = await startServer();
  try {
    await load(hello.url, '/hello', 2, 50, BROWSER_HEADERS);
    for (const path of ['/api/health', MOVIE, SEASON])
      await load(app.url, path, 2, 50, BROWSER_HEADERS);
    const measured = [];
    for (let i = 0; i < rounds; i++) {
      const helloWorld = await load(hello.url, '/hello', seconds, 50, BROWSER_HEADERS);
      const health = await load(app.url, '/api/health', seconds, 50, BROWSER_HEADERS);
      const movie = await load(app.url, MOVIE, seconds, 50, BROWSER_HEADERS);
      const season = await load(app.url, SEASON, seconds, 50, BROWSER_HEADERS);
      const ratio = (of: number) => Math.round((season.requestsPerSec / of) * 100) / 100;
      measured.push({
        helloWorld: helloWorld.requestsPerSec,
        health: health.requestsPerSec,
        movie: movie.requestsPerSec,
        season,
        ratioToHealth: ratio(health.requestsPerSec),
        ratioToMovie: ratio(movie.requestsPerSec),
        ratioToHelloWorld: ratio(helloWorld.requestsPerSec),
      });
    }
    return {
      ...medianBy(measured, (m) => m.ratioToHealth),
      roundRatiosToHealth: measured.map((m) => m.ratioToHealth),
      roundRatiosToMovie: measured.map((m) => m.ratioToMovie),
      roundRatiosToHelloWorld: measured.map((m) => m.ratioToHelloWorld),
    };
  } finally {
    await hello.stop();
    await app.stop();
  }
}

/** 100 shows of the store, each with its first 50 regular episodes: (show, season, episode). */
async function watchedPlan() {
  const store = EpisodeStore.open(defaultSnapshotPath);
  const plan: { showId: number; season: number; episode: number }[] = [];
  for (let id = 1; plan.length < 100 * 50 && id < 300_000; id++) {
    const seasons = store.seasonsOf(id)?.filter((s) => s.season_number >= 1);
    if (!seasons || seasons.reduce((n, s) => n + s.episode_count, 0) < 60) continue;
    const episodes = [];
    for (const s of seasons)
      episodes.push(...((await store.season(id, s.season_number))?.episodes ?? []));
    const fiftieth = episodes.filter((e) => e.air_date && e.air_date <= '2024-11-11')[49];
    if (fiftieth)
      plan.push({ showId: id, season: fiftieth.season_number, episode: fiftieth.episode_number });
  }
  await store.close();
  return plan.slice(0, 100);
}

async function progressLatency(env: NodeJS.ProcessEnv, seconds: number) {
  const app = await startServer({ AUTH_RATE_LIMIT: 'off', ...env });
  try {
    const token = await bearer(app.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const shows = await watchedPlan();
    for (const s of shows) {
      const answer = await fetch(`${app.url}/api/me/episodes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...s, action: 'upTo', watchedAt: '2024-11-01' }),
      });
      if (!answer.ok) throw new Error(`marking answered ${answer.status}: ${await answer.text()}`);
    }
    const check = (await (await fetch(`${app.url}/api/me/progress`, { headers })).json()) as {
      shows: { watched: number }[];
    };
    await load(app.url, '/api/me/progress', 2, 10, headers);
    // One client at a time (latency) and ten at once (latency under queueing).
    const oneClient = await load(app.url, '/api/me/progress', seconds, 1, headers);
    const tenClients = await load(app.url, '/api/me/progress', seconds, 10, headers);
    return {
      shows: check.shows.length,
      watchedEpisodes: check.shows.reduce((n, s) => n + s.watched, 0),
      oneClient,
      tenClients,
    };
  } finally {
    await app.stop();
  }
}

async function onPostgres(base: string, seconds: number) {
  const name = `uw_bench_episodes_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await progressLatency({ DATABASE_URL: url.toString() }, seconds);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchEpisodes(options: { seconds: number; rounds: number }) {
  const startups = [startupOnce(), startupOnce(), startupOnce()];
  const startup = medianBy(startups, (s) => s.loadWithEpisodesMs!);
  const season = await seasonThroughput(options.seconds, options.rounds);
  const progressSqlite = await progressLatency({}, options.seconds);
  const base = process.env.BENCH_DATABASE_URL;
  const progressPostgres = base ? await onPostgres(base, options.seconds) : null;
  return { startup, startups, season, progressSqlite, progressPostgres };
}
