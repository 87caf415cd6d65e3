import crypto from 'node:crypto';

import {
  IMPORT_REPORT_MAX_ROWS,
  IMPORT_REPORT_MAX_SHOWS,
  type ImportEpisode,
  type ImportRepairEntry,
  type ImportRepairReport,
  type ImportRepairResult,
} from '@unclewatch/core';

import type {
  ImportReportsRepository,
  ReportEntryRow,
} from '../../db/repositories/import-reports-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { DomainError } from '../../domain/domain-error';
import type { EpisodeImporter, ShowReport } from '../episodes/episode-import';
import type { ImportedViewings } from '../episodes/imported-viewings';
import { NOT_PLACED } from '../episodes/episode-placer';

/** A show of an import's file as the commit saw it: placed on a show, or not imported. */
export interface ReportedShow {
  title: string;
  tvdbId?: number;
  /** Its rows; absent (an older client's skipped show): counted, not kept. */
  episodes?: readonly ImportEpisode[];
  episodeRows: number;
  /** Where the commit placed its rows (with what became of them); absent: not imported. */
  placed?: ShowReport;
  /** Why a show that was not imported was not (not found, or skipped by the person). */
  reason?: string;
}

const totals = (entries: readonly ReportEntryRow[]) => {
  const episodeRows = entries.reduce((sum, e) => sum + e.episodeRows, 0);
  const episodesPlaced = entries.reduce((sum, e) => sum + e.placed, 0);
  return { episodeRows, episodesPlaced, episodesNotPlaced: episodeRows - episodesPlaced };
};

const toApi = (e: ReportEntryRow): ImportRepairEntry => ({
  id: e.id,
  title: e.title,
  tvdbId: e.tvdbId,
  show: e.showId === null ? null : { id: e.showId, title: e.showTitle ?? '', year: e.showYear },
  importedShowId: e.importedShowId,
  episodeRows: e.episodeRows,
  episodesPlaced: e.placed,
  notPlaced: e.notPlaced,
  renumbered: e.renumbered,
  repairable: e.rows !== null,
  updatedAt: e.updatedAt,
});

const rowsOf = (e: ReportEntryRow): ImportEpisode[] =>
  (e.rows ?? []).map(([season, episode, watchedAt, rewatch]) => ({
    season,
    episode,
    watchedAt,
    rewatch,
  }));

/**
 * The repair desk (issue #42, decision 073): keeps each user's latest import report of TV shows
 * with the rows needed to re-place them, and maps a show of the file to another catalogue show
 * (or to none): the viewings placed under the old mapping are removed, the rows placed anew.
 */
export class ImportRepairService {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly repo: ImportReportsRepository,
    private readonly episodes: EpisodeImporter,
    private readonly imported: ImportedViewings,
  ) {}

  /** Adds a commit's shows to the user's report (a new report id replaces the old report). */
  async record(userId: string, reportId: string, shows: readonly ReportedShow[]): Promise<void> {
    if (shows.length === 0) return;
    const now = new Date().toISOString();
    let { shows: held, keptRows } = await this.repo.open(userId, reportId, now);
    const ids = [...new Set(shows.flatMap((s) => (s.placed ? [s.placed.showId] : [])))];
    const facts = await this.catalog.titleFacts(ids.map((id) => ({ type: 'tv' as const, id })));
    const factOf = new Map(ids.map((id, i) => [id, facts[i] ?? null]));
    const entries: ReportEntryRow[] = [];
    for (const s of shows) {
      if (held >= IMPORT_REPORT_MAX_SHOWS) break;
      // Past the report's cap on rows, a show is reported without its rows (not repairable).
      const keep = s.episodes !== undefined && keptRows + s.episodeRows <= IMPORT_REPORT_MAX_ROWS;
      if (keep) keptRows += s.episodeRows;
      const fact = s.placed ? factOf.get(s.placed.showId) : null;
      entries.push({
        id: `ire_${crypto.randomBytes(12).toString('hex')}`,
        userId,
        position: held++,
        title: (s.title || fact?.title || '').slice(0, 500),
        tvdbId: s.tvdbId ?? null,
        showId: s.placed?.showId ?? null,
        showTitle: s.placed ? (fact?.title ?? '') : null,
        showYear: fact?.year ?? null,
        importedShowId: s.placed?.showId ?? null,
        episodeRows: s.episodeRows,
        placed: s.placed?.placed ?? 0,
        notPlaced: s.placed
          ? s.placed.notPlaced
          : [{ reason: s.reason ?? NOT_PLACED.skipped, rows: s.episodeRows }],
        renumbered: s.placed?.renumbered ?? [],
        rows: keep ? s.episodes!.map((e) => [e.season, e.episode, e.watchedAt, e.rewatch]) : null,
        updatedAt: now,
      });
    }
    await this.repo.addEntries(entries);
  }

  async report(userId: string): Promise<ImportRepairReport> {
    const [createdAt, entries] = await Promise.all([
      this.repo.created(userId),
      this.repo.entries(userId),
    ]);
    return { createdAt, ...totals(entries), entries: entries.map(toApi) };
  }

  /**
   * Maps a show of the file to a catalogue show (null: to none) and re-places its rows: the
   * viewings its rows had on the show it was mapped to are removed first, so a row is never
   * counted twice; mapping to the same show again changes nothing.
   */
  async map(userId: string, entryId: string, showId: number | null): Promise<ImportRepairResult> {
    const entry = await this.repo.entry(userId, entryId);
    if (!entry) throw new DomainError('not_found', `No show '${entryId}' in your import report`);
    if (entry.rows === null)
      throw new DomainError(
        'conflict',
        'The rows of this show were not kept (the report was full): import the file again',
      );
    const target = showId === null ? null : this.catalog.currentId('tv', showId);
    const facts =
      target === null
        ? null
        : ((await this.catalog.titleFacts([{ type: 'tv', id: target }]))[0] ?? null);
    if (target !== null && !facts)
      throw new DomainError('not_found', `No TV show with id ${showId}`);
    const rows = rowsOf(entry);
    const show = (id: number) => ({
      showId: id,
      episodes: rows,
      title: entry.title,
      ...(entry.tvdbId !== null ? { tvdbId: entry.tvdbId } : {}),
    });
    let moved = 0;
    if (entry.showId !== null) moved = await this.imported.remove(userId, show(entry.showId));
    let added = 0;
    let report: ShowReport | null = null;
    if (target !== null) {
      const plan = await this.episodes.plan(userId, [show(target)]);
      await this.episodes.write(userId, plan);
      added = plan.views.length;
      report = plan.reports[0] ?? null;
    }
    const now = new Date().toISOString();
    const change = {
      showId: target,
      showTitle: facts?.title ?? null,
      showYear: facts?.year ?? null,
      placed: report?.placed ?? 0,
      notPlaced: report?.notPlaced ?? [{ reason: NOT_PLACED.skipped, rows: rows.length }],
      renumbered: report?.renumbered ?? [],
      updatedAt: now,
    };
    await this.repo.change(userId, entryId, change);
    const entries = await this.repo.entries(userId);
    return { entry: toApi({ ...entry, ...change }), moved, added, ...totals(entries) };
  }
}
