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
    const figures = await importAndScore(client, made, (p) => (phase = p));
    const health = await stopHealth();
    // Numbering and names that differ from the catalogue's (issue #42), for another user:
    // rows placed right, placed wrong (must be 0) and reported, per kind.
    const kindsToken = await bearer(app.url);
    const kindsHeaders = { ...headers, authorization: `Bearer ${kindsToken}` };
    const numbering = await importKinds(
      {
        post: (path, body) =>
          fetch(`${app.url}${path}`, {
            method: 'POST',
            headers: kindsHeaders,
            body: JSON.stringify(body),
          }),
        get: (path) => fetch(`${app.url}${path}`, { headers: kindsHeaders }),
      },
      await makeKindsExport({ showsPerKind: 40 }),
    );
    return { ...figures, health, numbering };
  } finally {
    await app.stop();
  }
}
