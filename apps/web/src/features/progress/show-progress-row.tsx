import { episodeCode } from '@unclewatch/core/browser';
import type { ChosenShowStatus, InProgressItem, ShowProgress } from '@unclewatch/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { InProgressBar, inProgressText } from '#/library/components/in-progress-note';

/** One show: poster, progress bar (watched / aired), its next episode and one tap to mark it. */
export function ShowProgressRow({
  show,
  busy,
  stale = false,
  playing,
  onMarkNext,
  onStatus,
}: {
  show: ShowProgress;
  busy: boolean;
  /** In "Haven't watched for a while": offers Resume and Drop. */
  stale?: boolean;
  /** The newest partial play of one of its episodes the media server reported (issue #43). */
  playing?: InProgressItem;
  onMarkNext: () => void;
  onStatus: (status: ChosenShowStatus) => void;
}) {
  const statusId = useId();
  // Spoiler-safe: the next episode's name stays hidden until the user asks for it.
  const [revealed, setRevealed] = useState(false);
  const percent = show.aired > 0 ? Math.round((show.watched / show.aired) * 100) : 0;
  const next = show.next;
  return (
    <li className="flex gap-4 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/60">
      <img
        src={show.poster_path ? `/img/w154${show.poster_path}` : '/img/w154/none.jpg'}
        alt=""
        width={77}
        height={116}
        className="h-29 w-19 shrink-0 rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-zinc-950 dark:text-white">
            <Link to={`/tv/${show.id}`} className="hover:underline">
              {show.name}
            </Link>
          </h2>
          <label htmlFor={statusId} className="sr-only">
            {`Status of ${show.name}`}
          </label>
          <select
            id={statusId}
            value={show.status === 'completed' ? 'completed' : show.chosen}
            onChange={(event) => onStatus(event.currentTarget.value as ChosenShowStatus)}
            className="rounded-lg border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            {show.status === 'completed' && (
              <option value="completed" disabled>
                Completed
              </option>
            )}
            <option value="watching">Watching</option>
            <option value="paused">Paused</option>
            <option value="dropped">Dropped</option>
          </select>
        </div>
        {stale && (
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            <button
              type="button"
              onClick={() => onStatus('watching')}
              aria-label={`Resume ${show.name}`}
              className="rounded-full border border-brand-600 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-brand-400 dark:text-white dark:hover:bg-zinc-800"
            >
              Resume
            </button>
            <button
              type="button"
              onClick={() => onStatus('dropped')}
              aria-label={`Drop ${show.name}`}
              className="rounded-full border border-zinc-400 px-3 py-1 font-semibold text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800"
            >
              Drop
            </button>
          </div>
        )}
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`${show.name}: episodes watched`}
            aria-valuemin={0}
            aria-valuemax={show.aired}
            aria-valuenow={show.watched}
            className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <span className="shrink-0 text-sm text-zinc-600 dark:text-zinc-400">
            {show.watched} / {show.aired}
          </span>
        </div>
        {playing && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <span className="font-semibold">In progress:</span>
            <span>{inProgressText(playing)}</span>
            <InProgressBar item={playing} label={`${show.name}: how far the episode got`} />
          </div>
        )}
        {next ? (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <span className="font-semibold">Next: {episodeCode(next.season, next.episode)}</span>
            {revealed ? (
              <span>{next.name}</span>
            ) : (
              <button
                type="button"
                onClick={() => setRevealed(true)}
                className="underline decoration-dotted focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                Show title
              </button>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={onMarkNext}
              aria-label={`Mark ${show.name} ${episodeCode(next.season, next.episode)} watched`}
              className="rounded-full bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
            >
              Mark watched
            </button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
            {show.status === 'completed' ? 'All caught up.' : 'No aired episode after your last.'}
          </p>
        )}
      </div>
    </li>
  );
}
