import type { Episode } from '@unclewatch/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';

import { NotFoundMessage } from '#/components/not-found-message';
import { ApiRequestError } from '#/shared/api';
import { parseCatalogId } from '#/shared/catalog-id';
import { episodeMarkDates } from '#/library/date-choice';
import { useSession } from '#/shared/session';

import {
  seasonQueryOptions,
  showQueryOptions,
  useMarkEpisodes,
  useRateEpisode,
  useSeasonWatch,
} from './api/season';
import { EpisodeRow, type EpisodeControls } from './episode-row';
import { UpToDialog } from './up-to-dialog';

/** A season number from the address: whole, 0 or more; null otherwise. */
export function parseSeasonNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const errorText = (error: Error) =>
  error instanceof ApiRequestError && error.body
    ? error.body.error
    : 'Could not save that. Please try again.';

const aired = (e: Episode, today: string) => e.air_date !== null && e.air_date <= today;

/** /tv/:id/season/:n: a season's episodes; signed-in users mark and rate each one. */
export function Component() {
  const params = useParams();
  const showId = parseCatalogId(params.id) ?? 0;
  const n = parseSeasonNumber(params.n) ?? -1;
  const valid = showId > 0 && n >= 0;
  const season = useQuery({ ...seasonQueryOptions(showId, n), enabled: valid });
  const show = useQuery({ ...showQueryOptions(showId), enabled: valid });
  const { user } = useSession();
  const watch = useSeasonWatch(showId, n);
  const mark = useMarkEpisodes(showId, n);
  const rate = useRateEpisode(showId, n);
  // Spoiler-safe: a signed-in user's unwatched episodes keep their details until revealed.
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [revealAll, setRevealAll] = useState(false);
  // "Up to here" asks for the dates first (issue #45): the episode it was pressed on.
  const [upTo, setUpTo] = useState<number | null>(null);
  const showName = show.data?.name ?? '';
  const title = season.data ? `${showName} · ${season.data.name}` : '';

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · UncleWatch`;
    return () => void (document.title = previous);
  }, [title]);

  if (!valid || (season.error instanceof ApiRequestError && season.error.status === 404)) {
    return (
      <NotFoundMessage
        heading="Season not found"
        message="This show has no such season, or the link is wrong."
      />
    );
  }
  if (season.error) {
    return (
      <NotFoundMessage
        code="Oops"
        heading="This season could not be loaded"
        message="Please try again in a moment."
      />
    );
  }
  if (!season.data) return <p className="mx-auto max-w-5xl px-4 py-10">Loading season…</p>;

  const today = new Date().toISOString().slice(0, 10);
  const state = new Map(watch.data?.episodes.map((e) => [e.episode, e]));
  const controlsOf = (e: Episode): EpisodeControls | undefined =>
    user
      ? {
          plays: state.get(e.episode_number)?.plays ?? 0,
          rating: state.get(e.episode_number)?.rating ?? null,
          aired: aired(e, today),
          busy: mark.isPending || rate.isPending,
          onWatch: () => mark.mutate({ episode: e.episode_number }),
          onUnwatch: () => mark.mutate({ episode: e.episode_number, action: 'unwatch' }),
          onRewatch: () => mark.mutate({ episode: e.episode_number, action: 'rewatch' }),
          onUpTo: () => {
            mark.reset();
            setUpTo(e.episode_number);
          },
          onRate: (rating) => rate.mutate({ episode: e.episode_number, rating }),
        }
      : undefined;
  const { episodes } = season.data;
  const hiddenOf = (e: Episode) =>
    Boolean(user) &&
    !revealAll &&
    !revealed.has(e.episode_number) &&
    (state.get(e.episode_number)?.plays ?? 0) === 0;
  const anyHidden = episodes.some(hiddenOf);
  const watchedCount = episodes.filter((e) => (state.get(e.episode_number)?.plays ?? 0) > 0).length;

  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-6">
        <Link
          to={`/tv/${showId}`}
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          ← {showName || 'Back to the show'}
        </Link>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
          {season.data.name}
        </h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">
          {[season.data.air_date?.slice(0, 4), `${episodes.length} episodes`]
            .filter(Boolean)
            .join(' · ')}
          {user && watch.data ? ` · ${watchedCount} watched` : ''}
        </p>
        {season.data.overview && (
          <p className="mt-3 max-w-3xl text-zinc-700 dark:text-zinc-300">{season.data.overview}</p>
        )}
        {user && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={mark.isPending}
              onClick={() => mark.mutate({})}
              className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
            >
              Mark season watched
            </button>
            {(anyHidden || revealAll) && (
              <button
                type="button"
                aria-pressed={revealAll}
                onClick={() => setRevealAll(!revealAll)}
                className="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold text-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-zinc-700 dark:text-zinc-100"
              >
                {revealAll ? 'Hide unwatched episodes' : 'Reveal all episodes'}
              </button>
            )}
          </div>
        )}
        {anyHidden && (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Spoiler-safe: titles, summaries and images of episodes you have not watched are hidden.
          </p>
        )}
        {mark.error && upTo === null && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {errorText(mark.error)}
          </p>
        )}
      </header>
      <UpToDialog
        code={upTo === null ? null : `S${pad(n)}E${pad(upTo)}`}
        busy={mark.isPending}
        error={mark.error ? errorText(mark.error) : null}
        onClose={() => setUpTo(null)}
        onConfirm={(choice) =>
          mark.mutate(
            { episode: upTo!, action: 'upTo', ...episodeMarkDates(choice) },
            { onSuccess: () => setUpTo(null) },
          )
        }
      />
      <ol aria-label="Episodes" className="flex flex-col gap-3">
        {episodes.map((e) => (
          <EpisodeRow
            key={e.episode_number}
            episode={e}
            controls={controlsOf(e)}
            hidden={hiddenOf(e)}
            onReveal={() => setRevealed(new Set([...revealed, e.episode_number]))}
          />
        ))}
      </ol>
    </article>
  );
}
