import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';

import { migrationProvider } from './migrations/index';
import { applyTitleRenames, type TitleRenames } from './repositories/title-renames';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Runs every pending migration; safe when several instances start at once. With the
   * catalogue's title renames, rows on old title ids move to the current ones (migration 007,
   * and again whenever the renames change).
   */
  migrate(renames?: TitleRenames): Promise<void>;
  /** Cheap reachability check for readiness probes. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): AppDatabase {
  const kind: DatabaseKind = databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<Database>({
    dialect: databaseUrl ? postgresDialect(databaseUrl) : sqliteDialect(dataDir),
  });
  return {
    db,
    kind,
    async migrate(renames) {
      const migrator = new Migrator({
        db,
        provider: migrationProvider(renames),
        allowUnorderedMigrations: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error || failed) {
        throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, {
          cause: error,
        });
      }
      if (renames) await applyTitleRenames(db, renames);
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** The embedded database file (backup and restore work on it too). */
export const sqliteFilePath = (dataDir: string) => path.join(dataDir, 'unclewatch.sqlite');

function sqliteDialect(dataDir: string): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(sqliteFilePath(dataDir));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: file });
}

function postgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}
