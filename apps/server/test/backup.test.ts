import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import { createContext, disposeContext } from '../src/composition';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';

import { verifiedAccount } from './support/accounts';
import { GOOD_PASSWORD, Session, uniqueEmail } from './support/mail-session';
import { sharedContext } from './support/test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Backup and restore are for the embedded database: always SQLite here, whatever the suite runs on.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-backup-'));
const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'off' };

async function start(): Promise<{ url: string; app: FastifyInstance; ctx: AppContext }> {
  const ctx = await createContext(loadConfig(env), sharedContext);
  const app = await buildApp(ctx, { quiet: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    app,
    ctx,
  };
}

/** Runs `npm run <script>`'s command the way npm does, with this test's DATA_DIR. */
function cli(script: 'backup' | 'restore', args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run backup / npm run restore (embedded SQLite)', () => {
  it('backs up online, refuses to restore under a running server, restores when stopped', async () => {
    let server = await start();
    const email = uniqueEmail('backup');
    const { session } = await verifiedAccount(server.url, email);
    const add = (s: Session, id: number) =>
      s.fetch(`/api/me/watchlist/movie/${id}`, { method: 'PUT' });
    expect((await add(session, 155)).status).toBe(200);

    // Online: the server keeps running (and writing) while the copy is taken.
    const backupFile = path.join(dataDir, 'saved', 'before.sqlite');
    const writes = Promise.all([add(session, 13), add(session, 680)]);
    const backup = cli('backup', [backupFile]);
    await writes;
    expect(backup.output).toContain(`Backed up to ${backupFile}`);
    expect(backup.code).toBe(0);
    expect(cli('backup', [backupFile]).code).not.toBe(0); // never overwrites a backup

    // Everything after the backup is what the restore must undo.
    await session.fetch('/api/me/watchlist/movie/13', { method: 'DELETE' });
    await session.fetch('/api/me/watchlist/movie/680', { method: 'DELETE' });
    expect((await add(session, 238)).status).toBe(200);
    const later = uniqueEmail('after-backup');
    await verifiedAccount(server.url, later);

    expect(cli('restore', [backupFile]).code).toBe(2); // --force is required
    const refused = cli('restore', [backupFile, '--force']);
    expect(refused.code).toBe(3);
    expect(refused.output).toContain('stop every UncleWatch server');

    await server.app.close();
    await disposeContext(server.ctx);
    const restored = cli('restore', [backupFile, '--force']);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    server = await start();
    try {
      const again = new Session(server.url);
      const signIn = await again.post('/api/auth/sign-in/email', {
        email,
        password: GOOD_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const list = (await (await again.fetch('/api/me/watchlist')).json()) as { titleId: number }[];
      // 155 was saved before the backup; 238 came after it and is gone.
      expect(list.map((entry) => entry.titleId)).toContain(155);
      expect(list.map((entry) => entry.titleId)).not.toContain(238);
      const laterSignIn = await new Session(server.url).post('/api/auth/sign-in/email', {
        email: later,
        password: GOOD_PASSWORD,
      });
      expect(laterSignIn.status).toBe(401);
    } finally {
      await server.app.close();
      await disposeContext(server.ctx);
    }
    // The replaced database was kept beside it.
    expect(fs.readdirSync(dataDir).some((name) => name.includes('.before-restore-'))).toBe(true);
  });

  it('refuses a file that is not an UncleWatch backup', () => {
    const junk = path.join(dataDir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    const result = cli('restore', [junk, '--force']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not an SQLite database');
  });
});
