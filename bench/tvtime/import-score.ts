// Scores a TV Time import against the made export's truth (issue #31): used by the bench
// (run.ts, 20,000 rows) and by the API tests (tv-time-eval.test.ts, 3,000 rows).
import {
  IMPORT_MAX_COMMIT_SHOWS,
  type EpisodeViewingExport,
  type ImportItem,
  type ImportPreview,
} from '@unclewatch/core';

import type { MadeExport, ShowTruth } from './export-maker';

/** Batches as the web app sends them: ≤ 500 items, ≤ 5,000 episode viewings and ≤ 100 shows with episodes each. */
export function batches(items: ImportItem[]): ImportItem[][] {
  const out: ImportItem[][] = [];
  let batch: ImportItem[] = [];
  let episodes = 0;
  let shows = 0;
  for (const item of items) {
    const count = (item.episodes?.length ?? 0) + (item.watched?.length ?? 0);
    const show = (item.episodes?.length ?? 0) > 0 ? 1 : 0;
    if (
      batch.length > 0 &&
      (batch.length >= 500 || episodes + count > 5000 || shows + show > IMPORT_MAX_COMMIT_SHOWS)
    ) {
      out.push(batch);
      batch = [];
      episodes = 0;
      shows = 0;
    }
    batch.push(item);
    episodes += count;
    shows += show;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/** Row numbers as the importer gives them: shows in order of first appearance in the file. */
function rowsOf(csv: string): Map<number, string> {
  const names = new Map<string, number>();
  const byRow = new Map<number, string>();
  for (const line of csv.split('\n').slice(1)) {
    const name = /^[^,]*,[^,]*,[^,]*,("(?:[^"]|"")*"|[^,]*)/
      .exec(line)![1]!
      .replace(/^"|"$/g, '')
      .replace(/""/g, '"');
    const key = name.trim().toLowerCase();
    if (names.has(key)) continue;
    names.set(key, names.size + 1);
    byRow.set(names.size, name);
  }
  return byRow;
}

function score(
  shows: ShowTruth[],
  preview: ImportPreview,
  rows: Map<number, string>,
  landed: EpisodeViewingExport[],
) {
  const truthByName = new Map(shows.map((s) => [s.name.trim().toLowerCase(), s]));
  const truthOfRow = (row: number) => truthByName.get((rows.get(row) ?? '').trim().toLowerCase());
  const shows_ = {
    inCatalogue: 0,
    matchedRight: 0,
    toReview: 0,
    notFound: 0,
    matchedWrong: 0,
    unknownMatched: 0,
  };
  const episodes = { expected: 0, landed: 0, right: 0, missing: 0, wrongPlace: 0 };
  const landedBy = new Map<number, Set<string>>();
  for (const e of landed) {
    const set = landedBy.get(e.showId) ?? new Set<string>();
    set.add(`${e.season}:${e.episode}`);
    landedBy.set(e.showId, set);
  }
  const matchedRow = new Map(preview.matched.map((m) => [m.row, m]));
  const reviewRows = new Set(preview.ambiguous.map((a) => a.row));
  for (const [row] of rows) {
    const truth = truthOfRow(row);
    if (!truth) continue;
    const match = matchedRow.get(row);
    if (truth.id === null) {
      if (match) shows_.unknownMatched++;
      continue;
    }
    shows_.inCatalogue++;
    if (match?.id === truth.id) shows_.matchedRight++;
    else if (match) shows_.matchedWrong++;
    else if (reviewRows.has(row)) shows_.toReview++;
    else shows_.notFound++;
    if (match?.id !== truth.id) continue;
    const got = landedBy.get(truth.id) ?? new Set<string>();
    episodes.expected += truth.episodes.size;
    episodes.landed += got.size;
    for (const key of truth.episodes) {
      if (got.has(key)) episodes.right++;
      else episodes.missing++;
    }
    for (const key of got) if (!truth.episodes.has(key)) episodes.wrongPlace++;
  }
  const share = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);
  return {
    shows: { ...shows_, matchedRightPct: share(shows_.matchedRight, shows_.inCatalogue) },
    episodes: { ...episodes, rightPct: share(episodes.right, episodes.expected) },
  };
}

/** How a client reaches the server: a POST with a JSON body and a GET, both signed in. */
export interface ImportClient {
  post(path: string, body: unknown): Promise<Response>;
  get(path: string): Promise<Response>;
}

/**
 * Sends a made export through preview and commit as the web app does, commits it a second
 * time (which must add nothing), and scores what landed against the export's truth.
 */
export async function importAndScore(
  client: ImportClient,
  made: MadeExport,
  onPhase = (_: string) => {},
) {
  const started = performance.now();
  onPhase('preview');
  const answer = await client.post('/api/me/import/preview', {
    filename: 'tracking-prod-records-v2.csv',
    contentBase64: Buffer.from(made.csv).toString('base64'),
  });
  if (!answer.ok) throw new Error(`preview answered ${answer.status}: ${await answer.text()}`);
  const preview = (await answer.json()) as ImportPreview;
  const previewMs = performance.now() - started;
  const items: ImportItem[] = preview.matched.map(({ type, id, watchlist, watched, episodes }) => ({
    type,
    id,
    watchlist,
    watched,
    ...(episodes ? { episodes } : {}),
  }));
  const sent = batches(items);
  let added = 0;
  for (const [i, batch] of sent.entries()) {
    onPhase(`commit ${i + 1}`);
    const commit = await client.post('/api/me/import/commit', { items: batch });
    if (!commit.ok) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
    added += ((await commit.json()) as { episodes?: number }).episodes ?? 0;
  }
  const totalMs = performance.now() - started;
  onPhase('done');
  let again = 0;
  for (const batch of sent) {
    const commit = await client.post('/api/me/import/commit', { items: batch });
    again += ((await commit.json()) as { episodes?: number }).episodes ?? 0;
  }
  const exported = (await (await client.get('/api/me/export?format=json')).json()) as {
    episodes: EpisodeViewingExport[];
  };
  return {
    rows: made.rows,
    showsInFile: made.shows.length,
    kinds: Object.fromEntries(
      ['watched', 'absolute', 'followed', 'unknown'].map((k) => [
        k,
        made.shows.filter((s) => s.kind === k).length,
      ]),
    ),
    previewMs: Math.round(previewMs),
    totalMs: Math.round(totalMs),
    commitBatches: sent.length,
    episodeViewingsAdded: added,
    secondCommitAdded: again,
    ...score(made.shows, preview, rowsOf(made.csv), exported.episodes),
  };
}
