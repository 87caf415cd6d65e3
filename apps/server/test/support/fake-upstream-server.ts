import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next request: an HTTP failure, a slow answer, or a dropped socket. */
export type FakeStep =
  { status: number; retryAfter?: string } | { delayMs: number } | { drop: true };

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type FakeHandler = (
  url: URL,
  headers: http.IncomingHttpHeaders,
) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeUpstream {
  /** The base URL to configure (e.g. http://127.0.0.1:4101/3). */
  baseUrl: string;
  /** Every request URL received, keys included (they reach the fake, never our logs). */
  requests: URL[];
  /** Requests whose path (after the base path) is exactly this, e.g. "/movie/603". */
  callsTo(path: string): number;
  /** Steps answered in order, one per request, before normal answers resume. */
  script(steps: FakeStep[]): void;
  /** Every request waits this long (0 = answer at once). */
  delayMs: number;
  /** While true every request gets a 503. */
  down: boolean;
  /** Back to normal answers with no recorded requests (call before each test). */
  reset(): void;
  close(): Promise<void>;
}

/** A small node:http server with the failure modes the contract tests need. */
export async function startFakeUpstream(
  basePath: string,
  handler: FakeHandler,
  port = 0,
): Promise<FakeUpstream> {
  let steps: FakeStep[] = [];
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(url);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const normal = () => {
      if (fake.down) return answer(503, { error: 'down' });
      if (!url.pathname.startsWith(basePath)) return answer(404, { error: 'no such path' });
      Promise.resolve(handler(url, req.headers)).then(
        (result) => answer(result.status, result.body),
        () => answer(500, { error: 'fake failed' }),
      );
    };
    const step = steps.shift();
    const later = (ms: number) => setTimeout(normal, ms);
    if (!step) return fake.delayMs ? later(fake.delayMs) : normal();
    if ('drop' in step) return req.socket.destroy();
    if ('delayMs' in step) return later(step.delayMs);
    answer(
      step.status,
      { error: 'scripted failure' },
      step.retryAfter ? { 'retry-after': step.retryAfter } : {},
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  const fake: FakeUpstream = {
    baseUrl: `http://127.0.0.1:${actual}${basePath}`,
    requests,
    callsTo: (path) => requests.filter((r) => r.pathname === `${basePath}${path}`).length,
    script(next) {
      steps = [...next];
    },
    delayMs: 0,
    down: false,
    reset() {
      steps = [];
      fake.down = false;
      fake.delayMs = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
