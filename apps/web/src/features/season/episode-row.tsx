import type { Episode } from '@unclewatch/core';

/** What the signed-in user did with an episode, and what they can do. */
export interface EpisodeControls {
  plays: number;
  rating: number | null;
  aired: boolean;
  busy: boolean;
  onWatch(): void;
  onUnwatch(): void;
  onRewatch(): void;
  onUpTo(): void;
  onRate(rating: number | null): void;
}

const button =
  'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';

function Controls({ name, c }: { name: string; c: EpisodeControls }) {
  const watched = c.plays > 0;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={watched}
        disabled={c.busy || (!watched && !c.aired)}
        onClick={watched ? c.onUnwatch : c.onWatch}
        className={`${button} ${watched ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 text-zinc-800 dark:border-zinc-700 dark:text-zinc-100'}`}
        aria-label={`${watched ? 'Watched' : 'Mark watched'}: ${name}`}
      >
        {watched ? `✓ Watched${c.plays > 1 ? ` ×${c.plays}` : ''}` : 'Mark watched'}
      </button>
      {watched && (
        <button
          type="button"
          disabled={c.busy}
          onClick={c.onRewatch}
          className={`${button} border-zinc-300 text-zinc-800 dark:border-zinc-700 dark:text-zinc-100`}
          aria-label={`Rewatch: ${name}`}
        >
          Rewatch
        </button>
      )}
      {c.aired && (
        <button
          type="button"
          disabled={c.busy}
          onClick={c.onUpTo}
          className={`${button} border-zinc-300 text-zinc-800 dark:border-zinc-700 dark:text-zinc-100`}
          aria-label={`Mark everything up to here: ${name}`}
        >
          Up to here
        </button>
      )}
      <label className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        Rating
        <select
          value={c.rating ?? ''}
          disabled={c.busy}
          onChange={(event) =>
            c.onRate(event.currentTarget.value ? Number(event.currentTarget.value) : null)
          }
          aria-label={`Your rating of ${name}, 1 to 10`}
          className="rounded-lg border border-zinc-300 bg-white px-2 py-1 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <option value="">–</option>
          {Array.from({ length: 10 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * One episode: number, name, air date, runtime, overview, still; controls when signed in.
 * `hidden` (spoiler-safe: a signed-in user has not watched it): name, overview and still stay
 * out until revealed.
 */
export function EpisodeRow({
  episode,
  controls,
  hidden = false,
  onReveal,
}: {
  episode: Episode;
  controls?: EpisodeControls;
  hidden?: boolean;
  onReveal?: () => void;
}) {
  const facts = [
    episode.air_date ?? 'No air date yet',
    episode.runtime ? `${episode.runtime} min` : '',
    episode.episode_type !== 'standard' ? episode.episode_type.replace('_', ' ') : '',
  ].filter(Boolean);
  const name = `${episode.episode_number}. ${
    (!hidden && episode.name) || `Episode ${episode.episode_number}`
  }`;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:flex-row dark:border-zinc-800 dark:bg-zinc-900/60">
      {episode.still_path && hidden && (
        <div
          aria-hidden="true"
          className="grid aspect-video w-full shrink-0 place-items-center rounded-lg bg-zinc-200 text-sm text-zinc-600 sm:w-48 dark:bg-zinc-800 dark:text-zinc-400"
        >
          Not watched yet
        </div>
      )}
      {episode.still_path && !hidden && (
        <img
          data-spoiler
          src={`/img/w300${episode.still_path}`}
          alt=""
          loading="lazy"
          width={300}
          height={169}
          className="aspect-video w-full shrink-0 rounded-lg bg-zinc-200 object-cover sm:w-48 dark:bg-zinc-800"
        />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-zinc-950 dark:text-white">
          {/* One text node: the server's HTML has one, and hydration matches node by node. */}
          {`${episode.episode_number}. `}
          <span data-spoiler>
            {(!hidden && episode.name) || `Episode ${episode.episode_number}`}
          </span>
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{facts.join(' · ')}</p>
        {hidden ? (
          <button
            type="button"
            onClick={onReveal}
            aria-label={`Reveal episode ${episode.episode_number}: title, summary and image`}
            className="mt-2 text-sm font-semibold text-brand-700 underline decoration-dotted focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
          >
            Reveal title and summary
          </button>
        ) : (
          episode.overview && (
            <p
              data-spoiler
              className="mt-2 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300"
            >
              {episode.overview}
            </p>
          )
        )}
        {controls && <Controls name={name} c={controls} />}
      </div>
    </li>
  );
}
