import { createHash } from 'node:crypto';

import type { Kysely } from 'kysely';

import { libraryEntryId, type MediaType } from '@unclewatch/core';

import type { Database } from '../schema';

/** Old title id → current id, per kind (the catalogue snapshot's alias table). */
export type TitleRenames = Record<MediaType, ReadonlyMap<number, number>>;

/** What one pass changed: rows moved to the current id, and duplicates dropped. */
export interface RenameCounts {
  moved: number;
  dropped: number;
}

/** app_meta key holding the fingerprint of the renames last applied. */
export const RENAMES_APPLIED_KEY = 'catalog-title-renames';

/** A stable fingerprint of a rename table, to tell whether a database already has it. */
export function renamesFingerprint(renames: TitleRenames): string {
  const hash = createHash('sha256');
  for (const kind of ['movie', 'tv'] as const) {
    const pairs = [...renames[kind]].sort((a, b) => a[0] - b[0]);
    hash.update(`${kind}:${pairs.map(([from, to]) => `${from}>${to}`).join(',')};`);
  }
  return hash.digest('hex');
}

/** Ids go to the database in slices: SQLite and PostgreSQL both cap bound parameters. */
const SLICE = 500;

function* slices(ids: number[]): Generator<number[]> {
  for (let i = 0; i < ids.length; i += SLICE) yield ids.slice(i, i + SLICE);
}

/** The columns the rename reads (picks have no user_id; each reads only its own stamp). */
interface KeyedRow {
  id: string;
  user_id: string;
  media_type: string;
  title_id: number;
  created_at: string;
  updated_at: string;
}
type KeyedDb = Kysely<Record<KeyedTable['name'], KeyedRow>>;

/** A table whose row id is made of the title id, so a rename can meet an existing row. */
interface KeyedTable {
  name: 'watchlist' | 'ratings' | 'picks';
  /** The column that says which of two rows is the user's newest. */
  stamp: 'created_at' | 'updated_at';
  /** The row id a row of `user` gets on title `id` (the formats the services write). */
  rowId(user: string, type: MediaType, id: number): string;
  columns: (keyof KeyedRow)[];
}

const KEYED: readonly KeyedTable[] = [
  {
    name: 'watchlist',
    stamp: 'created_at',
    rowId: (user, type, id) => libraryEntryId(user, { type, id }),
    columns: ['id', 'user_id', 'title_id', 'created_at'],
  },
  {
    name: 'ratings',
    stamp: 'updated_at',
    rowId: (user, type, id) => libraryEntryId(user, { type, id }),
    columns: ['id', 'user_id', 'title_id', 'updated_at'],
  },
  {
    // Picks belong to no user; the id is services/picks-service.ts `pickId`.
    name: 'picks',
    stamp: 'created_at',
    rowId: (_user, type, id) => `${type}_${id}`,
    columns: ['id', 'title_id', 'created_at'],
  },
];

/**
 * Moves every title-keyed row (watchlists, ratings, comments, diary entries, Uncle's Pick) from old title ids
 * to current ones. When the user (or the picks list) already has a row on the current id, the
 * newer of the two stays and the other goes, so nothing is duplicated and the latest choice
 * wins. Idempotent: a second pass finds nothing on old ids. Run it inside a transaction.
 */
export async function renameTitleIds(
  db: Kysely<Database>,
  renames: TitleRenames,
): Promise<RenameCounts> {
  const counts: RenameCounts = { moved: 0, dropped: 0 };
  const keyedDb = db as unknown as KeyedDb;
  // Tables whose row ids do not hold the title id. The diary (`watched`, migration 008) may
  // not exist yet when migration 007 runs on an older database; then it has no rows to move.
  const tables = new Set((await db.introspection.getTables()).map((t) => t.name));
  const unkeyed = (['comments', 'watched', 'household_evenings'] as const).filter((name) =>
    tables.has(name),
  );
  for (const type of ['movie', 'tv'] as const) {
    const table = renames[type];
    for (const ids of slices([...table.keys()])) {
      for (const keyed of KEYED) {
        const rows = await keyedDb
          .selectFrom(keyed.name)
          .select(keyed.columns)
          .where('media_type', '=', type)
          .where('title_id', 'in', ids)
          .execute();
        for (const row of rows) {
          const to = table.get(row.title_id)!;
          const newId = keyed.rowId(row.user_id ?? '', type, to);
          await moveKeyedRow(
            keyedDb,
            keyed,
            { id: row.id, stamp: row[keyed.stamp] },
            newId,
            to,
            counts,
          );
        }
      }
      for (const name of unkeyed) {
        const rows = await db
          .selectFrom(name)
          .select(['id', 'title_id'])
          .where('media_type', '=', type)
          .where('title_id', 'in', ids)
          .execute();
        for (const row of rows) {
          await db
            .updateTable(name)
            .set({ title_id: table.get(row.title_id)! })
            .where('id', '=', row.id)
            .execute();
          counts.moved += 1;
        }
      }
    }
  }
  return counts;
}

/** Moves one row to its new id, or keeps only the newer of it and the row already there. */
async function moveKeyedRow(
  db: KeyedDb,
  keyed: KeyedTable,
  row: { id: string; stamp: string },
  newId: string,
  to: number,
  counts: RenameCounts,
): Promise<void> {
  const there = await db
    .selectFrom(keyed.name)
    .select(['id', keyed.stamp])
    .where('id', '=', newId)
    .executeTakeFirst();
  if (there) {
    counts.dropped += 1;
    if (there[keyed.stamp] >= row.stamp) {
      await db.deleteFrom(keyed.name).where('id', '=', row.id).execute();
      return;
    }
    await db.deleteFrom(keyed.name).where('id', '=', newId).execute();
  }
  await db
    .updateTable(keyed.name)
    .set({ id: newId, title_id: to })
    .where('id', '=', row.id)
    .execute();
  counts.moved += 1;
}

/**
 * Applies a rename table unless the database already has exactly this one: what start-up
 * runs after the migrations, so a rebuilt snapshot with new renames moves rows too.
 */
export async function applyTitleRenames(
  db: Kysely<Database>,
  renames: TitleRenames,
): Promise<RenameCounts | null> {
  const fingerprint = renamesFingerprint(renames);
  const applied = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', RENAMES_APPLIED_KEY)
    .executeTakeFirst();
  if (applied?.value === fingerprint) return null;
  return db.transaction().execute((trx) => renameAndRecord(trx, renames));
}

/** Renames, then records which table the database now has. Run it inside a transaction. */
export async function renameAndRecord(
  db: Kysely<Database>,
  renames: TitleRenames,
): Promise<RenameCounts> {
  const counts = await renameTitleIds(db, renames);
  const value = renamesFingerprint(renames);
  await db
    .insertInto('app_meta')
    .values({ key: RENAMES_APPLIED_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return counts;
}
