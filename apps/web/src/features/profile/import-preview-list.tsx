import type { ImportPreview } from '@unclewatch/core';

import { choiceOf } from './import-choice';

const yearText = (year: number | null) => (year === null ? '' : ` (${year})`);
const watchedText = (n: number) => (n === 0 ? '' : ` — watched ${n === 1 ? 'once' : `${n} times`}`);
const ratingText = (rating: number | undefined) => (rating === undefined ? '' : ` — ${rating}/10`);

/** What the file holds: matched titles, ambiguous ones to choose, and rows we could not find. */
export function ImportPreviewList({
  preview,
  choices,
  onChoose,
}: {
  preview: ImportPreview;
  choices: Record<number, string>;
  onChoose: (row: number, value: string) => void;
}) {
  return (
    <div className="space-y-4 text-sm">
      <p role="status">
        {preview.matched.length} matched, {preview.ambiguous.length} ambiguous,{' '}
        {preview.notFound.length} not found
      </p>
      {preview.matched.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">
            Matched ({preview.matched.length})
          </summary>
          <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-auto pl-5">
            {preview.matched.map((m) => (
              <li key={m.row}>
                {m.title}
                {yearText(m.year)}
                {ratingText(m.rating)}
                {watchedText(m.watched.filter((v) => !v.implied).length)}
                {m.episodeRows !== undefined && (
                  <span className="block text-zinc-600 dark:text-zinc-400">
                    {m.episodeRows} episode rows → {m.episodesPlaced ?? 0} will be placed
                    {(m.renumbered ?? []).map((r) => ` (${r.rows} by ${r.how})`).join('')}
                    {(m.notPlaced ?? []).map((n) => `; ${n.rows} not: ${n.reason}`).join('')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {preview.ambiguous.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">Ambiguous ({preview.ambiguous.length})</legend>
          {preview.ambiguous.map((a) => {
            const id = `import-ambiguous-${a.row}`;
            return (
              <div key={a.row} className="flex flex-wrap items-center gap-2">
                <label htmlFor={id}>
                  {a.title}
                  {yearText(a.year)}
                  {a.episodeRows ? ` — ${a.episodeRows} episode rows` : ''}
                </label>
                <select
                  id={id}
                  value={choiceOf(a, choices)}
                  onChange={(event) => onChoose(a.row, event.target.value)}
                  className="rounded border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700"
                >
                  <option value="">Skip this title</option>
                  {a.candidates.map((c) => (
                    <option key={`${c.type}:${c.id}`} value={`${c.type}:${c.id}`}>
                      {c.title}
                      {yearText(c.year)} — {c.type === 'tv' ? 'TV show' : 'movie'} #{c.id}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      )}
      {preview.notFound.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">
            Not found ({preview.notFound.length})
          </summary>
          <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-auto pl-5">
            {preview.notFound.map((n) => (
              <li key={n.row}>
                {n.title}
                {yearText(n.year)}
                {n.episodeRows ? ` — ${n.episodeRows} episode rows not placed` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
