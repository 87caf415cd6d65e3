// Issue 21's figures: a hostile import must be refused fast while /api/health stays quick.
// Everything is measured against a baseline from the same run (idle health, an honest upload).
import zlib from 'node:zlib';

import { overlappingZip, handMadeZip } from '../apps/server/test/support/hostile-zip';

import { cookiesOf, percentile, type RunningServer, startServer } from './support';

export interface HostileUploadsResult {
  healthIdleMs: { p50: number; p99: number };
  honestZipMs: number;
  overlappingZipMs: { p50: number; max: number };
  healthDuringAttackMs: { p50: number; p99: number; max: number };
  /** The goals: refused in under 200 ms, health under 50 ms during the attack. */
  verdict: { refusedUnder200ms: boolean; healthUnder50ms: boolean };
}

/** A verified account's bearer token, through the dev outbox. */
export async function bearer(url: string): Promise<string> {
  const email = `hostile-${Date.now()}@example.com`;
  const password = 'Popcorn#2024';
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', { email, password, name: 'Bench' });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const mails = (await (await fetch(`${url}/api/dev/outbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  // As the browser that signed up: its cookie proves it chose the password (decision 031).
  await fetch(mails.find((mail) => mail.to === email)!.links[0]!, {
    redirect: 'manual',
    headers: { cookie: cookiesOf(signUp) },
  });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  return signIn.headers.get('set-auth-token')!;
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

export async function benchHostileUploads(rounds = 10): Promise<HostileUploadsResult> {
  const server: RunningServer = await startServer({
    IMPORT_FILES_PER_MINUTE: '100000',
    IMPORT_COMMITS_PER_MINUTE: '100000',
  });
  try {
    const token = await bearer(server.url);
    const health = () => timed(() => fetch(`${server.url}/api/health`));
    const preview = (zip: Buffer) =>
      timed(() =>
        fetch(`${server.url}/api/me/import/preview`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ filename: 'export.zip', contentBase64: zip.toString('base64') }),
        }),
      );
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push((await health()).ms);

    const csv = 'Date,Name,Year,Letterboxd URI\n2024-01-01,Inception,2010,https://boxd.it/1\n';
    const honest = handMadeZip(
      [{ name: 'watchlist.csv', compressed: zlib.deflateRawSync(csv), declaredSize: csv.length }],
      [{ name: 'watchlist.csv', local: 0, declaredSize: csv.length }],
    );
    const honestZipMs = (await preview(honest)).ms;

    const hostile = overlappingZip(8, 200 * 1024 * 1024);
    const attacks: number[] = [];
    const during: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let running = true;
      const attack = preview(hostile).finally(() => (running = false));
      while (running) during.push((await health()).ms);
      const answer = await attack;
      if (answer.status !== 400) throw new Error(`the hostile zip was answered ${answer.status}`);
      attacks.push(answer.ms);
    }
    const idleSorted = sorted(idle);
    const duringSorted = sorted(during);
    const attackSorted = sorted(attacks);
    const result = {
      healthIdleMs: { p50: percentile(idleSorted, 50), p99: percentile(idleSorted, 99) },
      honestZipMs: Math.round(honestZipMs * 1000) / 1000,
      overlappingZipMs: {
        p50: percentile(attackSorted, 50),
        max: percentile(attackSorted, 100),
      },
      healthDuringAttackMs: {
        p50: percentile(duringSorted, 50),
        p99: percentile(duringSorted, 99),
        max: percentile(duringSorted, 100),
      },
    };
    return {
      ...result,
      verdict: {
        refusedUnder200ms: result.overlappingZipMs.max < 200,
        healthUnder50ms: result.healthDuringAttackMs.max < 50,
      },
    };
  } finally {
    await server.stop();
  }
}
