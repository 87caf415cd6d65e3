// `npm run restore -- <backup file> --force`: replaces the embedded SQLite database with a
// backup. Stop the server first; a database still in use is refused.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ConfigError, loadConfig } from '../config';
import { sqliteFilePath } from '../db/database';

import { BackupError, restoreSqlite } from './sqlite-backup';

const USAGE = 'Usage: npm run restore -- <backup file> --force   (with the server stopped)';

export async function runRestore(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; message: string }> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) return { code: 2, message: USAGE };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  if (config.databaseUrl) {
    return {
      code: 2,
      message: 'DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore / psql).',
    };
  }
  const databaseFile = sqliteFilePath(config.dataDir);
  const backupFile = path.resolve(files[0]!);
  if (!force) {
    return {
      code: 2,
      message: `This replaces ${databaseFile} with ${backupFile}. Stop the server, then run again with --force.`,
    };
  }
  const { previous } = await restoreSqlite(databaseFile, backupFile);
  const kept = previous ? ` The database it replaced is kept at ${previous}.` : '';
  return { code: 0, message: `Restored ${databaseFile} from ${backupFile}.${kept}` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRestore(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    })
    .catch((error: unknown) => {
      console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(
        error instanceof BackupError ? error.code : error instanceof ConfigError ? 2 : 1,
      );
    });
}
