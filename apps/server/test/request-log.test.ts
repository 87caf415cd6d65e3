import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTestServer, type TestServer } from './support/test-server';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  area?: string;
  [key: string]: unknown;
}

let server: TestServer;
const lines: string[] = [];
const printedOnConsole: string[] = [];
const writeStderr = process.stderr.write.bind(process.stderr);
const writeStdout = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  // better-auth used to print its own "ERROR [Better Auth]" lines straight to the console.
  const capture =
    (write: typeof process.stdout.write) =>
    (chunk: string | Uint8Array, ...rest: never[]) => {
      printedOnConsole.push(
        typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'),
      );
      return write(chunk, ...rest);
    };
  process.stderr.write = capture(writeStderr) as typeof process.stderr.write;
  process.stdout.write = capture(writeStdout) as typeof process.stdout.write;
  for (const method of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(globalThis.console, method).mockImplementation((...args: unknown[]) => {
      printedOnConsole.push(args.map(String).join(' '));
    });
  }
  server = await startTestServer(
    { LOG_LEVEL: 'debug', PUBLIC_URL: 'http://localhost:3000' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(async () => {
  process.stderr.write = writeStderr;
  process.stdout.write = writeStdout;
  vi.restoreAllMocks();
  await server.close();
});

const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const forRequest = (id: string | null) => parsed().filter((l) => l.reqId === id);

/** Logs are written after the answer goes out: wait for the request's line. */
async function linesOf(response: Response): Promise<LogLine[]> {
  const id = response.headers.get('x-request-id');
  await expect.poll(() => forRequest(id).some((l) => l.status !== undefined)).toBe(true);
  return forRequest(id);
}

describe('request logs', () => {
  it('write one info line per answered request with method, route, status, time and id', async () => {
    const response = await fetch(`${server.url}/api/tmdb/movie/27205?ref=private-query-value`);
    expect(response.status).toBe(200);
    const own = await linesOf(response);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/tmdb/:type/:id',
      path: '/api/tmdb/movie/27205',
      status: 200,
      msg: 'GET /api/tmdb/movie/27205 200',
    });
    expect(own[0]!.ms).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('incoming request');
    expect(lines.join('')).not.toContain('private-query-value');
  });

  it('never log a request body', async () => {
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'body-text-never-logged', sessionId: 'log-test-session' }),
    });
    expect(response.status).toBe(200);
    expect(await linesOf(response)).toHaveLength(1);
    expect(lines.join('')).not.toContain('body-text-never-logged');
  });
});

describe("better-auth's complaints about client mistakes", () => {
  const signIn = (init: RequestInit, query = '') =>
    fetch(`${server.url}/api/auth/sign-in/email${query}`, { method: 'POST', ...init });
  const mistakes: [name: string, send: () => Promise<Response>][] = [
    [
      'a cookie request without Origin',
      () =>
        signIn({
          headers: { 'content-type': 'application/json', cookie: 'theme=dark' },
          body: JSON.stringify({ email: 'a@example.com', password: 'not-the-password-1' }),
        }),
    ],
    [
      'a body that is not JSON',
      () => signIn({ headers: { 'content-type': 'application/json' }, body: '{"email":' }),
    ],
    [
      'a callback URL on another site',
      () =>
        signIn({
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'a@example.com',
            password: 'not-the-password-1',
            callbackURL: 'https://elsewhere.example/after',
          }),
        }),
    ],
  ];

  it.each(mistakes)('go to the log at warn with the request id: %s', async (_name, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const own = await linesOf(response);
    const fromAuth = own.filter((l) => l.area === 'auth');
    expect(fromAuth.length).toBeGreaterThan(0);
    expect(fromAuth.every((l) => l.level <= 40)).toBe(true);
    expect(fromAuth.some((l) => l.level === 40)).toBe(true);
    expect(own.filter((l) => l.area !== 'auth')).toHaveLength(1);
  });

  it('and never to the console', () => {
    const printed = printedOnConsole.join('');
    expect(printed).not.toContain('[Better Auth]');
    expect(printed).not.toMatch(/Missing or null Origin|Invalid JSON in request body/);
    expect(parsed().filter((l) => l.level >= 50)).toEqual([]);
  });
});
