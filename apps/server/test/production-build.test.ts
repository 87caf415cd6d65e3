import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureServerBuild } from '../../../scripts/ensure-server-build.mjs';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the production build of the server', () => {
  it('starts from compiled JavaScript with plain node, serves, and stops cleanly', async () => {
    const main = (await (ensureServerBuild as () => Promise<string>)()) as string;
    expect(main.endsWith('.js')).toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-build-'));
    const port = await freePort();
    // No TypeScript loader: the process gets the compiled file and nothing else.
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      cwd: os.tmpdir(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = `http://127.0.0.1:${port}`;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        const health = await fetch(`${url}/api/health`).catch(() => null);
        if (health?.ok) {
          expect(((await health.json()) as { status: string }).status).toBe('ok');
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const home = await fetch(`${url}/api/home`);
      expect(home.status).toBe(200);
      expect(home.headers.get('etag')).toBeTruthy();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
