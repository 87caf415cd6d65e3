import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { ImportCommitResult, ImportItem, ImportPreview, MediaType } from '@unclewatch/core';

import { ApiRequestError } from '#/lib/api';
import {
  diaryQueryKey,
  ratingsQueryKey,
  statsQueryKey,
  watchlistQueryKey,
} from '#/library/api/query-keys';

import { commitImport, exportUrl, previewImport } from './api/import';
import { ImportPreviewList } from './import-preview-list';
import { SectionCard, smallButtonClass, smallPrimaryButtonClass } from './section-card';

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError
    ? (err.body?.error ?? err.message)
    : 'Something went wrong; please try again';

/** The items to write: every match plus the candidate picked for each ambiguous row. */
function itemsOf(preview: ImportPreview, choices: Record<number, string>): ImportItem[] {
  const items: ImportItem[] = preview.matched.map(
    ({ type, id, rating, watchlist, watched, episodes }) => ({
      type,
      id,
      watchlist,
      watched,
      ...(rating === undefined ? {} : { rating }),
      ...(episodes ? { episodes } : {}),
    }),
  );
  for (const a of preview.ambiguous) {
    const choice = choices[a.row];
    if (!choice) continue;
    const [type, id] = choice.split(':');
    const item: ImportItem = {
      type: type as MediaType,
      id: Number(id),
      watchlist: a.watchlist,
      watched: a.watched,
    };
    if (a.rating !== undefined) item.rating = a.rating;
    if (a.episodes) item.episodes = a.episodes;
    items.push(item);
  }
  return items;
}

/** Import from Letterboxd, IMDb or Trakt; export everything as JSON or CSV. */
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
      const answer = await commitImport(itemsOf(preview, choices), (done, total) =>
        setProgress({ done, total }),
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
          Import a Letterboxd, IMDb or Trakt export (ZIP, CSV or JSON)
        </label>
        <input
          id="import-file"
          type="file"
          accept=".zip,.csv,.json,application/zip,text/csv,application/json"
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared once read, so choosing the same file again (after an error, or to
            // import it once more) is a change too.
            event.currentTarget.value = '';
            void onFile(file);
          }}
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
        {result && (
          <p role="status" className="text-sm">
            Done: {result.added} added, {result.rated} rated, {result.watched} watched,{' '}
            {result.unchanged} unchanged.
            {result.episodes ? ` ${result.episodes} episode viewings added.` : ''}
          </p>
        )}
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
    </SectionCard>
  );
}
