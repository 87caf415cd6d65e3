import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureServerBuild } from '../../scripts/ensure-server-build.mjs';
// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureWebBuild } from '../../scripts/ensure-web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Builds the app if stale and starts the real server, compiled as `npm start` runs it, on a
 * free port with a fresh DATA_DIR.
 */
export default async function setup(project: TestProject) {
  (ensureWebBuild as () => void)();
  const serverMain = await (ensureServerBuild as () => Promise<string>)();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // admin@example.com becomes an admin when it signs up (auth e2e); rate limits would trip
    // over the many sign-ups the suites make from one address in a few seconds.
    ADMIN_EMAILS: 'admin@example.com',
    AUTH_RATE_LIMIT: 'off',
  };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
