import type { TogetherPick } from '@unclewatch/core';
import { imageUrl } from '@unclewatch/core/browser';
import { Link } from 'react-router';

const runtimeText = (minutes: number | null, type: TogetherPick['type']) => {
  if (minutes === null) return null;
  const text =
    minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return type === 'tv' ? `${text} an episode` : text;
};

/** One pick: poster, score, runtime, the reasons person by person, and what to do with it. */
export function PickCard({
  pick,
  onVeto,
  onWatched,
  busy,
}: {
  pick: TogetherPick;
  onVeto: () => void;
  onWatched: () => void;
  busy: boolean;
}) {
  const poster = imageUrl(pick.poster_path, 'w185');
  const href = `/${pick.type}/${pick.id}`;
  const runtime = runtimeText(pick.runtime, pick.type);
  return (
    <li className="flex gap-4 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {poster ? (
          <img src={poster} alt="" width={92} height={138} className="w-23 rounded-lg" />
        ) : (
          <div className="h-34.5 w-23 rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg leading-tight font-bold">
          <Link to={href} className="hover:underline">
            {pick.title}
          </Link>{' '}
          {pick.year && (
            <span className="font-normal text-zinc-600 dark:text-zinc-400">({pick.year})</span>
          )}
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-zinc-700 dark:text-zinc-300">
          <span>
            Group score <strong>{pick.score.toFixed(1)}</strong>/10
          </span>
          {pick.uncleScore !== null && <span>Uncle Score {pick.uncleScore.toFixed(1)}</span>}
          {runtime && <span>{runtime}</span>}
          <span>{pick.type === 'tv' ? 'TV show' : 'Movie'}</span>
        </p>
        <ul aria-label={`Why ${pick.title}`} className="mt-2 space-y-0.5 text-sm">
          {pick.reasons.map((r) => (
            <li key={r.text}>• {r.text}</li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onWatched}
            disabled={busy}
            className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            We watched it
          </button>
          <button
            type="button"
            onClick={onVeto}
            aria-label={`Veto ${pick.title}`}
            className="rounded-full border border-zinc-300 px-4 py-1.5 text-sm font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Veto
          </button>
        </div>
      </div>
    </li>
  );
}
