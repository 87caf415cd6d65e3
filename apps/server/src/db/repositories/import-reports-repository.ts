import type { Kysely } from 'kysely';

import type { Database, ImportReportEntriesTable } from '../schema';

/** One show of a file in the report, as stored (decision 073). */
export interface ReportEntryRow {
  id: string;
  userId: string;
  position: number;
  title: string;
  tvdbId: number | null;
  showId: number | null;
  showTitle: string | null;
  showYear: number | null;
  importedShowId: number | null;
  episodeRows: number;
  placed: number;
  notPlaced: { reason: string; rows: number }[];
  renumbered: { how: string; rows: number }[];
  /** [season, episode, watchedAt, rewatch]; null when the report was full. */
  rows: [number, number, string, boolean][] | null;
  updatedAt: string;
}

/** What re-placing a show changes of its entry. */
export type ReportEntryChange = Pick<
  ReportEntryRow,
  'showId' | 'showTitle' | 'showYear' | 'placed' | 'notPlaced' | 'renumbered' | 'updatedAt'
>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toEntry = (r: ImportReportEntriesTable): ReportEntryRow => ({
  id: r.id,
  userId: r.user_id,
  position: Number(r.position),
  title: r.title,
  tvdbId: num(r.tvdb_id),
  showId: num(r.show_id),
  showTitle: r.show_title ?? null,
  showYear: num(r.show_year),
  importedShowId: num(r.imported_show_id),
  episodeRows: Number(r.episode_rows),
  placed: Number(r.placed),
  notPlaced: JSON.parse(r.not_placed) as ReportEntryRow['notPlaced'],
  renumbered: JSON.parse(r.renumbered) as ReportEntryRow['renumbered'],
  rows:
    r.file_rows === null
      ? null
      : (JSON.parse(r.file_rows) as [number, number, string, number][]).map(
          ([s, e, at, re]) => [s, e, at, re === 1] as [number, number, string, boolean],
        ),
  updatedAt: r.updated_at,
});

const changeColumns = (c: ReportEntryChange) => ({
  show_id: c.showId,
  show_title: c.showTitle,
  show_year: c.showYear,
  placed: c.placed,
  not_placed: JSON.stringify(c.notPlaced),
  renumbered: JSON.stringify(c.renumbered),
  updated_at: c.updatedAt,
});

/** A user's latest import report of TV shows: the repair desk's rows (decision 073). */
export function importReportsRepository(db: Kysely<Database>) {
  return {
    /**
     * The report an import's commit adds to: the same report id continues it; another one
     * replaces the old report (its entries dropped). Answers how many shows and kept rows the
     * report holds already.
     */
    async open(
      userId: string,
      reportId: string,
      now: string,
    ): Promise<{ shows: number; keptRows: number }> {
      const current = await db
        .selectFrom('import_reports')
        .select('report_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (current?.report_id !== reportId) {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('import_report_entries').where('user_id', '=', userId).execute();
          await trx.deleteFrom('import_reports').where('user_id', '=', userId).execute();
          await trx
            .insertInto('import_reports')
            .values({ user_id: userId, report_id: reportId, created_at: now })
            .execute();
        });
        return { shows: 0, keptRows: 0 };
      }
      const rows = await db
        .selectFrom('import_report_entries')
        .select(['episode_rows', 'file_rows'])
        .where('user_id', '=', userId)
        .execute();
      return {
        shows: rows.length,
        keptRows: rows.reduce(
          (sum, r) => sum + (r.file_rows === null ? 0 : Number(r.episode_rows)),
          0,
        ),
      };
    },

    async addEntries(entries: readonly ReportEntryRow[]): Promise<void> {
      for (let i = 0; i < entries.length; i += 50) {
        await db
          .insertInto('import_report_entries')
          .values(
            entries.slice(i, i + 50).map((e) => ({
              id: e.id,
              user_id: e.userId,
              position: e.position,
              title: e.title,
              tvdb_id: e.tvdbId,
              imported_show_id: e.importedShowId,
              episode_rows: e.episodeRows,
              file_rows:
                e.rows === null
                  ? null
                  : JSON.stringify(e.rows.map(([s, ep, at, re]) => [s, ep, at, re ? 1 : 0])),
              ...changeColumns(e),
            })),
          )
          .execute();
      }
    },

    async created(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('import_reports')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    async entries(userId: string): Promise<ReportEntryRow[]> {
      const rows = await db
        .selectFrom('import_report_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute();
      return rows.map(toEntry);
    },

    /** The user's own entry; another user's is not found. */
    async entry(userId: string, id: string): Promise<ReportEntryRow | null> {
      const row = await db
        .selectFrom('import_report_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toEntry(row) : null;
    },

    async change(userId: string, id: string, change: ReportEntryChange): Promise<void> {
      await db
        .updateTable('import_report_entries')
        .set(changeColumns(change))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ImportReportsRepository = ReturnType<typeof importReportsRepository>;
