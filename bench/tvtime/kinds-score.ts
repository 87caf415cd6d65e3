// Scores a kinds export (numbering-kinds.ts) row by row (issue #42): each row placed right,
// placed wrong (on another show or episode: must be 0) or reported, per kind. Shared names go
// to the suggested show as the web app defaults; a show with no suggestion or not found is
// skipped (its rows reported).
import type {
  EpisodeViewingExport,
  ImportCommitBody,
  ImportCommitResult,
  ImportItem,
  ImportPreview,
} from '@unclewatch/core';

import { batches, type ImportClient } from './import-score';
import { KINDS, type Kind, type KindsExport } from './numbering-kinds';

export interface KindFigures {
  shows: number;
  rows: number;
  placedRight: number;
  placedWrong: number;
  reported: number;
}

const instantOf = (at: string) => new Date(`${at.replace(' ', 'T')}Z`).toISOString();

export async function importKinds(client: ImportClient, made: KindsExport) {
  const answer = await client.post('/api/me/import/preview', {
    filename: 'tracking-prod-records-v2.csv',
    contentBase64: Buffer.from(made.csv).toString('base64'),
  });
  if (!answer.ok) throw new Error(`preview answered ${answer.status}: ${await answer.text()}`);
  const preview = (await answer.json()) as ImportPreview;
  const items: ImportItem[] = [
    ...preview.matched.map(({ type, id, title, watchlist, episodes }) => ({
      type,
      id,
      title,
      watchlist,
      ...(episodes ? { episodes } : {}),
    })),
    ...preview.ambiguous
      .filter((a) => a.suggested !== undefined)
      .map((a) => ({
        type: 'tv' as const,
        id: a.suggested!,
        title: a.title,
        watchlist: false,
        episodes: a.episodes ?? [],
      })),
  ];
  const skipped: NonNullable<ImportCommitBody['skipped']> = [
    ...preview.ambiguous
      .filter((a) => a.suggested === undefined)
      .map((a) => ({ title: a.title, episodeRows: a.episodeRows ?? 0 })),
    ...preview.notFound.map((x) => ({
      title: x.title,
      episodeRows: x.episodeRows ?? 0,
      notFound: true,
    })),
  ];
  let placedInAnswers = 0;
  let notPlacedInAnswers = 0;
  const sent = batches(items);
  for (const [i, batch] of sent.entries()) {
    const commit = await client.post('/api/me/import/commit', {
      items: batch,
      ...(i === 0 ? { skipped } : {}),
    });
    if (!commit.ok) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
    const result = (await commit.json()) as ImportCommitResult;
    placedInAnswers += result.episodesPlaced ?? 0;
    notPlacedInAnswers += (result.episodesNotPlaced ?? []).reduce((sum, x) => sum + x.rows, 0);
  }
  const exported = (await (await client.get('/api/me/export?format=json')).json()) as {
    episodes: EpisodeViewingExport[];
  };
  const landed = new Map<string, EpisodeViewingExport[]>();
  for (const e of exported.episodes)
    landed.set(e.watchedAt, [...(landed.get(e.watchedAt) ?? []), e]);
  const kinds = Object.fromEntries(
    KINDS.map((k) => [
      k,
      { shows: made.shows[k], rows: 0, placedRight: 0, placedWrong: 0, reported: 0 },
    ]),
  ) as Record<Kind, KindFigures>;
  for (const row of made.rows) {
    const figures = kinds[row.kind];
    figures.rows++;
    const views = landed.get(instantOf(row.at)) ?? [];
    if (views.length === 0) figures.reported++;
    else if (
      views.length === 1 &&
      row.truth &&
      views[0]!.showId === row.truth.showId &&
      views[0]!.season === row.truth.season &&
      views[0]!.episode === row.truth.episode
    )
      figures.placedRight++;
    else figures.placedWrong++;
  }
  const all = Object.values(kinds);
  return {
    rows: made.rows.length,
    kinds,
    placedRight: all.reduce((s, k) => s + k.placedRight, 0),
    placedWrong: all.reduce((s, k) => s + k.placedWrong, 0),
    reported: all.reduce((s, k) => s + k.reported, 0),
    /** The commits' answers account for every row: placed plus reported equals the file. */
    answersAccountFor: placedInAnswers + notPlacedInAnswers,
  };
}
