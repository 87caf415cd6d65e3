import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';

/** Tables every UncleWatch database has; a file without them is not one of our backups. */
const EXPECTED_TABLES = ['app_meta', 'user', 'session'];

export class BackupError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

const timestamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, 'Z');

export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.join(dataDir, 'backups', `unclewatch-${timestamp(now)}.sqlite`);
}

/**
 * A consistent copy of the live database through SQLite's online backup API: the server may
 * keep reading and writing meanwhile. Written beside the target and renamed into place, so a
 * half-written file never carries the backup's name.
 */
export async function backupSqlite(databaseFile: string, destination: string): Promise<number> {
  if (!fs.existsSync(databaseFile)) {
    throw new BackupError(`No database at ${databaseFile}: check DATA_DIR.`);
  }
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} exists already; choose another path.`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  const source = new SQLite(databaseFile, { fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  fs.renameSync(partial, destination);
  return fs.statSync(destination).size;
}

function checkBackupFile(backupFile: string) {
  if (!fs.existsSync(backupFile)) throw new BackupError(`No backup at ${backupFile}.`);
  let backup: SQLite.Database | undefined;
  try {
    backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
    const integrity = backup.pragma('integrity_check', { simple: true });
    const tables = new Set(
      backup
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    const missing = EXPECTED_TABLES.filter((table) => !tables.has(table));
    if (integrity !== 'ok' || missing.length > 0) {
      throw new BackupError(`${backupFile} is not an intact UncleWatch database backup.`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${backupFile} is not an SQLite database.`);
  } finally {
    backup?.close();
  }
}

/**
 * True when another connection (a running server) has the database open. In WAL mode an
 * exclusive-locking connection can only start a write transaction when it is alone.
 */
function databaseInUse(databaseFile: string): boolean {
  if (!fs.existsSync(databaseFile)) return false;
  const probe = new SQLite(databaseFile, { fileMustExist: true, timeout: 200 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    probe.close();
  }
}

/**
 * Replaces the database with a backup. Only with the server stopped: a running server keeps
 * its open connection and would go on with the old data (and its caches), so a database in use
 * is refused. The current database is kept beside it first, as `*.before-restore-<time>`.
 */
export async function restoreSqlite(
  databaseFile: string,
  backupFile: string,
  now = new Date(),
): Promise<{ previous: string | undefined }> {
  checkBackupFile(backupFile);
  if (databaseInUse(databaseFile)) {
    throw new BackupError(
      'The database is in use: stop every UncleWatch server using this DATA_DIR, then restore.',
      3,
    );
  }
  let previous: string | undefined;
  if (fs.existsSync(databaseFile)) {
    previous = `${databaseFile}.before-restore-${timestamp(now)}`;
    await backupSqlite(databaseFile, previous);
  }
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  // The backup API writes every page of the target through SQLite, WAL included, so no stale
  // -wal file can be replayed over the restored data.
  const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  return { previous };
}
