// The TV Time import evaluation (issue #31): a 20,000-row export made from the catalogue
// (export-maker.ts) goes through preview and commit on a running server, as the web app sends
// it, while /api/health is asked every 50 ms. Reports the time, health's worst answer, how
// many shows were matched right / left for review / wrong, and episode by episode what landed.
import { bearer } from '../hostile-uploads';
import { startServer } from '../support';
import { makeTvTimeExport } from './export-maker';
import { importAndScore, type ImportClient } from './import-score';
import { importKinds } from './kinds-score';
import { makeKindsExport } from './numbering-kinds';

/** Asks /api/health every 50 ms until stopped; the answers' times in ms. */
function pollHealth(url: string, phase: () => string) {
  const times: number[] = [];
  const worstByPhase: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const during = phase();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      const ms = performance.now() - started;
      times.push(ms);
      worstByPhase[during] = Math.max(worstByPhase[during] ?? 0, Math.round(ms));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 10) / 10;
    return { samples: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), worstByPhase };
  };
}

export async function benchTvTimeImport() {
  const made = await makeTvTimeExport({ rows: 20_000 });
  const app = await startServer({ AUTH_RATE_LIMIT: 'off' });
  try {
    const token = await bearer(app.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const client: ImportClient = {
      post: (path, body) =>
        fetch(`${app.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
      get: (path) => fetch(`${app.url}${path}`, { headers }),
    };
    let phase = 'preview';
    const stopHealth = pollHealth(app.url, () => phase);
    let health: Awaited<ReturnType<typeof stopHealth>>;
    let figures: Awaited<ReturnType<typeof importAndScore>>;
    try {
      figures = await importAndScore(client, made, (p) => (phase = p));
    } finally {
      health = await stopHealth();
    }
    // Numbering and names that differ from the catalogue's (issue #42), for another user.
    const numbering = await kindsOn(app.url);
    return { ...figures, health, numbering };
  } finally {
    await app.stop();
  }
}

/** Signs another user up and imports the kinds export (numbering-kinds.ts) as them. */
async function kindsOn(url: string) {
  const token = await bearer(url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const made = await makeKindsExport({ showsPerKind: 40 });
  return {
    showsPerKind: 40,
    ...(await importKinds(
      {
        post: (path, body) =>
          fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
        get: (path) => fetch(`${url}${path}`, { headers }),
      },
      made,
    )),
  };
}

/**
 * Only the kinds of differing numbering and names (`--only=tvtime-kinds`): rows placed right,
 * placed wrong (must be 0) and reported, per kind.
 */
export async function benchTvTimeKinds() {
  const app = await startServer({ AUTH_RATE_LIMIT: 'off' });
  try {
    return await kindsOn(app.url);
  } finally {
    await app.stop();
  }
}
