import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import type { ImportCommitResult, ImportItem, ImportPreview, MediaType } from '@unclewatch/core';

import { ApiRequestError } from '#/shared/api';
import {
  diaryQueryKey,
  ratingsQueryKey,
  statsQueryKey,
  watchlistQueryKey,
} from '#/library/api/query-keys';

import { commitImport, exportUrl, previewImport, type ImportSkipped } from './api/import';
import { choiceOf } from './import-choice';
import { ImportPreviewList } from './import-preview-list';
import { SectionCard, smallButtonClass, smallPrimaryButtonClass } from './section-card';

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError
    ? (err.body?.error ?? err.message)
    : 'Something went wrong; please try again';

/** The items to write: every match plus the candidate picked for each ambiguous row. */
function itemsOf(preview: ImportPreview, choices: Record<number, string>): ImportItem[] {
  const items: ImportItem[] = preview.matched.map(
    ({ type, id, title: name, fileTitle, rating, watchlist, watched, episodes, tvdbId }) => ({
      type,
      id,
      watchlist,
      watched,
      ...(rating === undefined ? {} : { rating }),
      ...(episodes ? { episodes, title: fileTitle ?? name } : {}),
      ...(tvdbId ? { tvdbId } : {}),
    }),
  );
  for (const a of preview.ambiguous) {
    const choice = choiceOf(a, choices);
    if (!choice) continue;
    const [type, id] = choice.split(':');
    const item: ImportItem = {
      type: type as MediaType,
      id: Number(id),
      watchlist: a.watchlist,
      watched: a.watched,
    };
    if (a.rating !== undefined) item.rating = a.rating;
    if (a.episodes) Object.assign(item, { episodes: a.episodes, title: a.fileTitle ?? a.title });
    if (a.tvdbId) item.tvdbId = a.tvdbId;
    items.push(item);
  }
  return items;
}

/** Shows with episode rows that are not imported: skipped by the person, or not found. */
function skippedOf(preview: ImportPreview, choices: Record<number, string>): ImportSkipped[] {
  const shows = [
    ...preview.ambiguous
      .filter((a) => !choiceOf(a, choices))
      .map((a) => ({ ...a, notFound: false })),
    ...preview.notFound.map((n) => ({ ...n, notFound: true })),
  ];
  return shows.flatMap((s) =>
    s.episodeRows
      ? [
          {
            // The name as in the file, with its hint: "X Factor (IT)".
            title: s.fileTitle ?? s.title,
            episodeRows: s.episodeRows,
            ...(s.episodes ? { episodes: s.episodes } : {}),
            ...(s.tvdbId ? { tvdbId: s.tvdbId } : {}),
            ...(s.notFound ? { notFound: true } : {}),
          },
        ]
      : [],
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer of an import, each number saying what it is (issue #45). */
function ImportResult({ result }: { result: ImportCommitResult }) {
  const notPlaced = result.episodesNotPlaced ?? [];
  const notPlacedRows = notPlaced.reduce((sum, n) => sum + n.rows, 0);
  return (
    <div role="status" className="space-y-2 text-sm">
      <p>
        Done: {plural(result.added, 'title', 'titles')} added to your watchlist,{' '}
        {plural(result.rated, 'rating', 'ratings')} saved,{' '}
        {plural(result.watched, 'viewing', 'viewings')} logged in your diary,{' '}
        {plural(result.unchanged, 'title', 'titles')} already up to date.
        {result.episodes ? ` ${result.episodes} episode viewings added.` : ''}
      </p>
      {result.episodesPlaced !== undefined && (
        <p>
          Episode rows of the file: {result.episodesPlaced} placed on an episode, {notPlacedRows}{' '}
          not placed.
        </p>
      )}
      {(result.episodesRenumbered ?? []).length > 0 && (
        <ul className="list-disc pl-5">
          {result.episodesRenumbered!.map((r) => (
            <li key={`${r.showId}:${r.how}`}>
              {r.title}: {plural(r.rows, 'row', 'rows')} placed by {r.how}
            </li>
          ))}
        </ul>
      )}
      {result.episodesPlaced !== undefined && (
        <p>
          <Link
            to="/import/repair"
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            Open the repair desk
          </Link>{' '}
          to map shows that were not found or wrongly matched and place their rows.
        </p>
      )}
      {notPlaced.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">
            Not placed ({notPlacedRows} rows)
          </summary>
          <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-auto pl-5">
            {notPlaced.map((n) => (
              <li key={`${n.showId ?? n.title}:${n.reason}`}>
                {n.title}: {plural(n.rows, 'row', 'rows')} — {n.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Import from Letterboxd, IMDb, Trakt or TV Time; export everything as JSON or CSV. */
export function ImportExportSection() {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ImportCommitResult | null>(null);

  async function onFile(file: File | undefined) {
    setPreview(null);
    setChoices({});
    setResult(null);
    setProgress(null);
    setError(null);
    if (!file) return;
    setBusy(true);
    try {
      setPreview(await previewImport(file));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function onImport() {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await commitImport(
        itemsOf(preview, choices),
        (done, total) => setProgress({ done, total }),
        skippedOf(preview, choices),
      );
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: watchlistQueryKey });
      await queryClient.invalidateQueries({ queryKey: ratingsQueryKey });
      await queryClient.invalidateQueries({ queryKey: diaryQueryKey });
      await queryClient.invalidateQueries({ queryKey: statsQueryKey });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title="Import & export">
      <div className="space-y-3">
        <label htmlFor="import-file" className="block text-sm font-semibold">
          Import a Letterboxd, IMDb, Trakt or TV Time export (ZIP, CSV or JSON)
        </label>
        <input
          id="import-file"
          type="file"
          accept=".zip,.csv,.json,application/zip,text/csv,application/json"
          disabled={busy}
          // Cleared when the picker opens, not once read: the chosen file's name stays shown,
          // and choosing the same file again (after an error, or to import it once more) is
          // a change too.
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
          className="block text-sm"
        />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        {preview && (
          <>
            <ImportPreviewList
              preview={preview}
              choices={choices}
              onChoose={(row, value) => setChoices((c) => ({ ...c, [row]: value }))}
            />
            <button
              type="button"
              className={smallPrimaryButtonClass}
              disabled={busy || result !== null}
              onClick={() => void onImport()}
            >
              Import
            </button>
          </>
        )}
        {progress && (
          <p role="status" className="text-sm">
            Imported {progress.done} of {progress.total}
          </p>
        )}
        {result && <ImportResult result={result} />}
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={exportUrl('json')} download className={smallButtonClass}>
          Export JSON
        </a>
        <a href={exportUrl('csv')} download className={smallButtonClass}>
          Export CSV
        </a>
        <a href={exportUrl('diary')} download className={smallButtonClass}>
          Export diary (Letterboxd CSV)
        </a>
      </div>
      <p className="text-sm">
        <Link
          to="/import/repair"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          Repair desk
        </Link>{' '}
        — your last import of TV shows, show by show: map a show that was not found or wrongly
        matched.
      </p>
    </SectionCard>
  );
}
