// `npm run backup [-- <file>]`: a consistent copy of the embedded SQLite database, taken while
// the server runs. Default file: DATA_DIR/backups/unclewatch-<UTC time>.sqlite.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ConfigError, loadConfig } from '../config';
import { sqliteFilePath } from '../db/database';

import { BackupError, backupSqlite, defaultBackupPath } from './sqlite-backup';

const USAGE = 'Usage: npm run backup [-- <file>]';

export async function runBackup(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; message: string }> {
  if (args.length > 1 || args[0]?.startsWith('-')) return { code: 2, message: USAGE };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  if (config.databaseUrl) {
    return {
      code: 2,
      message: 'DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump / pg_restore).',
    };
  }
  const destination = args[0] ? path.resolve(args[0]) : defaultBackupPath(config.dataDir);
  const bytes = await backupSqlite(sqliteFilePath(config.dataDir), destination);
  return { code: 0, message: `Backed up to ${destination} (${Math.ceil(bytes / 1024)} KB).` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBackup(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    })
    .catch((error: unknown) => {
      console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(
        error instanceof BackupError ? error.code : error instanceof ConfigError ? 2 : 1,
      );
    });
}
