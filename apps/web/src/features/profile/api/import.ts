import type {
  ImportCommitResult,
  ImportEpisode,
  ImportItem,
  ImportPreview,
} from '@unclewatch/core';
import {
  IMPORT_MAX_COMMIT_SEASONS,
  IMPORT_MAX_COMMIT_SHOWS,
  IMPORT_MAX_COMMIT_VIEWINGS,
} from '@unclewatch/core/browser';

import { apiRequest } from '#/shared/api';

/** A show of the file that was skipped or not found: its episode rows are reported. */
export interface ImportSkipped {
  title: string;
  episodeRows: number;
  /** Its rows, kept in the repair desk's report so it can be mapped later (decision 073). */
  episodes?: ImportEpisode[];
  tvdbId?: number;
  notFound?: boolean;
}

/**
 * The skipped shows in commits of at most IMPORT_MAX_COMMIT_VIEWINGS rows each; a show with
 * more rows than one commit may carry goes without them (counted, not kept).
 */
export function skippedBatches(skipped: readonly ImportSkipped[]): ImportSkipped[][] {
  const batches: ImportSkipped[][] = [];
  let batch: ImportSkipped[] = [];
  let rows = 0;
  for (const show of skipped) {
    const { episodes, ...rest } = show;
    const fits = (episodes?.length ?? 0) <= IMPORT_MAX_COMMIT_VIEWINGS;
    const entry = fits ? show : rest;
    const count = fits ? (episodes?.length ?? 0) : 0;
    if (batch.length > 0 && rows + count > IMPORT_MAX_COMMIT_VIEWINGS) {
      batches.push(batch);
      batch = [];
      rows = 0;
    }
    batch.push(entry);
    rows += count;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** One import's id: its commits make one report on the repair desk. */
const newReportId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** Commit batches: small enough to show progress, large enough to be quick. */
export const IMPORT_BATCH_SIZE = 500;

export const exportUrl = (format: 'json' | 'csv' | 'diary') => `/api/me/export?format=${format}`;

/** Reads a File as base64 without the data-URL prefix. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function previewImport(file: File): Promise<ImportPreview> {
  return fileToBase64(file).then((contentBase64) =>
    apiRequest<ImportPreview>('/api/me/import/preview', {
      method: 'POST',
      body: { filename: file.name, contentBase64 },
    }),
  );
}

/**
 * Batches of at most IMPORT_BATCH_SIZE items carrying at most IMPORT_MAX_COMMIT_VIEWINGS
 * viewings in all (what the server accepts in one commit); an item is never split. Episode
 * viewings (TV Time, Trakt) count too: a 20,000-episode history in one commit would pass the
 * commit's body limit. A batch also names at most IMPORT_MAX_COMMIT_SHOWS shows with episodes
 * and IMPORT_MAX_COMMIT_SEASONS seasons.
 */
export function commitBatches(items: ImportItem[]): ImportItem[][] {
  const batches: ImportItem[][] = [];
  let batch: ImportItem[] = [];
  let viewings = 0;
  let shows = 0;
  let seasons = 0;
  for (const item of items) {
    const count = (item.watched?.length ?? 0) + (item.episodes?.length ?? 0);
    const itemSeasons = new Set((item.episodes ?? []).map((e) => e.season)).size;
    const itemShows = itemSeasons > 0 ? 1 : 0;
    if (
      batch.length > 0 &&
      (batch.length >= IMPORT_BATCH_SIZE ||
        viewings + count > IMPORT_MAX_COMMIT_VIEWINGS ||
        shows + itemShows > IMPORT_MAX_COMMIT_SHOWS ||
        seasons + itemSeasons > IMPORT_MAX_COMMIT_SEASONS)
    ) {
      batches.push(batch);
      batch = [];
      viewings = 0;
      shows = 0;
      seasons = 0;
    }
    batch.push(item);
    viewings += count;
    shows += itemShows;
    seasons += itemSeasons;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Adds one commit's answer to the running total. */
function addUp(total: ImportCommitResult, result: ImportCommitResult): void {
  if (result.episodesPlaced !== undefined)
    total.episodesPlaced = (total.episodesPlaced ?? 0) + result.episodesPlaced;
  if (result.episodesNotPlaced)
    total.episodesNotPlaced = [...(total.episodesNotPlaced ?? []), ...result.episodesNotPlaced];
  if (result.episodesRenumbered)
    total.episodesRenumbered = [...(total.episodesRenumbered ?? []), ...result.episodesRenumbered];
  total.added += result.added;
  total.rated += result.rated;
  total.watched += result.watched;
  total.unchanged += result.unchanged;
  if (result.episodes) total.episodes = (total.episodes ?? 0) + result.episodes;
}

/**
 * Sends items in batches (commitBatches), reporting how many are done after each, then the
 * shows the person skipped (or that were not found) with their rows, so the answer accounts
 * for them and the repair desk can place them later. All commits share one report id.
 */
export async function commitImport(
  items: ImportItem[],
  onProgress: (done: number, total: number) => void,
  skipped: ImportSkipped[] = [],
): Promise<ImportCommitResult> {
  const total: ImportCommitResult = { added: 0, rated: 0, watched: 0, unchanged: 0 };
  const reportId = newReportId();
  onProgress(0, items.length);
  let done = 0;
  for (const batch of commitBatches(items)) {
    addUp(
      total,
      await apiRequest<ImportCommitResult>('/api/me/import/commit', {
        method: 'POST',
        body: { items: batch, reportId },
      }),
    );
    done += batch.length;
    onProgress(done, items.length);
  }
  for (const batch of skippedBatches(skipped))
    addUp(
      total,
      await apiRequest<ImportCommitResult>('/api/me/import/commit', {
        method: 'POST',
        body: { items: [], skipped: batch, reportId },
      }),
    );
  return total;
}
