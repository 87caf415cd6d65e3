import { useState } from 'react';

import type { ImportRepairEntry } from '@unclewatch/core';

import { ApiRequestError } from '#/shared/api';

import { useMapShow } from './api/repair';
import { changeText, placedOn, plural, rowsText } from './repair-format';
import { ShowSearch, buttonClass } from './show-search';

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError
    ? (err.body?.error ?? err.message)
    : 'Something went wrong; please try again';

/** One show of the file: where its rows went, why some did not, and the mapping to change it. */
export function RepairEntry({
  entry,
  onChanged,
}: {
  entry: ImportRepairEntry;
  /** Told what a change did (the page says it too: the entry may move to the other list). */
  onChanged: (text: string) => void;
}) {
  const map = useMapShow();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const headingId = `repair-${entry.id}`;
  const change = (showId: number | null) => {
    setStatus('Placing the rows…');
    map.mutate(
      { entryId: entry.id, showId },
      {
        onSuccess: (result) => {
          setStatus(changeText(result));
          onChanged(`${entry.title}: ${changeText(result)}`);
          setOpen(false);
        },
        onError: (err) => setStatus(messageOf(err)),
      },
    );
  };
  const whole = entry.episodesPlaced === entry.episodeRows;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h3 id={headingId} className="break-words font-semibold">
        {entry.title}
      </h3>
      <p className="text-sm">
        <span className="text-zinc-600 dark:text-zinc-400">Placed on: </span>
        <span className={entry.show ? '' : 'font-semibold text-amber-800 dark:text-amber-300'}>
          {placedOn(entry)}
        </span>
      </p>
      <p className="text-sm">
        {rowsText(entry)}
        {whole ? ' — all of them' : ''}
      </p>
      {entry.notPlaced.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-zinc-700 dark:text-zinc-300">
          {entry.notPlaced.map((n) => (
            <li key={n.reason}>
              {plural(n.rows, 'row', 'rows')} not placed: {n.reason}
            </li>
          ))}
        </ul>
      )}
      {entry.repairable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open}
            className={buttonClass}
            onClick={() => setOpen((o) => !o)}
          >
            {entry.show ? 'Map to another show' : 'Find the show'}
          </button>
          {entry.show && (
            <button
              type="button"
              disabled={map.isPending}
              className={buttonClass}
              onClick={() => change(null)}
            >
              Unmap
            </button>
          )}
        </div>
      ) : (
        <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
          Its rows were not kept (the report was full): import the file again to repair it.
        </p>
      )}
      {open && (
        <ShowSearch fileTitle={entry.title} busy={map.isPending} onPick={(s) => change(s.id)} />
      )}
      <p role="status" className="mt-2 text-sm font-medium">
        {status}
      </p>
    </li>
  );
}
