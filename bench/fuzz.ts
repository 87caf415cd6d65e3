// Reliability under bad input: ≥ 10,000 generated bad requests across every route family
// against a spawned server. Reports how many were answered ≥ 500 (the goal is 0) and whether
// the server is still alive and healthy afterwards.
import { fuzzRequests, sendFuzzRequest } from '../apps/server/test/support/fuzz-cases';
import { cookiesOf, type RunningServer, startServer } from './support';

export interface FuzzResult {
  requests: number;
  seed: number;
  concurrency: number;
  seconds: number;
  signedInShare: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  connectionFailures: number;
  serverErrorSamples: string[];
  aliveAfter: boolean;
  readyAfter: boolean;
}

/** A verified, signed-in session through the dev outbox, so signed-in paths get fuzzed too. */
async function signedInCookie(url: string): Promise<string | undefined> {
  const email = `fuzz-${Date.now()}@example.com`;
  const password = 'Popcorn#2024';
  const headers = { 'content-type': 'application/json', origin: url };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Fuzz' }),
  });
  const mails = (await (await fetch(`${url}/api/dev/outbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mails.find((mail) => mail.to === email)?.links[0];
  if (!link) return undefined;
  // As the browser that signed up: its cookie proves it chose the password (decision 031).
  await fetch(link, { redirect: 'manual', headers: { cookie: cookiesOf(signUp) } });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return signIn.ok && cookies.length > 0 ? cookies.join('; ') : undefined;
}

export async function benchFuzz(options: {
  requests: number;
  seed?: number;
  concurrency?: number;
}): Promise<FuzzResult> {
  const seed = options.seed ?? 20_261_122;
  const concurrency = options.concurrency ?? 16;
  // Auth limits stay on, as in production: a 429 is a fine answer to garbage.
  const server: RunningServer = await startServer();
  try {
    const cookie = await signedInCookie(server.url);
    const requests = fuzzRequests(options.requests, seed);
    const byStatus: Record<string, number> = {};
    const serverErrorSamples: string[] = [];
    let serverErrors = 0;
    let connectionFailures = 0;
    let signedIn = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index]!;
        const withSession = cookie !== undefined && index % 4 === 0 && !request.headers.cookie;
        if (withSession) signedIn += 1;
        const headers = withSession ? { ...request.headers, cookie } : request.headers;
        const status = await sendFuzzRequest(server.url, { ...request, headers });
        byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
        if (status === 0) connectionFailures += 1;
        if (status >= 500) {
          serverErrors += 1;
          if (serverErrorSamples.length < 20) {
            serverErrorSamples.push(`${status} ${request.method} ${request.path.slice(0, 160)}`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    const ready = await fetch(`${server.url}/api/ready`).catch(() => undefined);
    return {
      requests: requests.length,
      seed,
      concurrency,
      seconds,
      signedInShare: Math.round((signedIn / requests.length) * 100) / 100,
      byStatus,
      serverErrors,
      connectionFailures,
      serverErrorSamples,
      aliveAfter: health?.status === 200,
      readyAfter: ready?.status === 200,
    };
  } finally {
    await server.stop();
  }
}
