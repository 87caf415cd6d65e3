import { episodeCode } from '@unclewatch/core/browser';
import type { OneShowProgress } from '@unclewatch/core';

import { useMarkNextEpisode, useShowProgress } from '#/library/api/show-progress';
import { useSession } from '#/shared/session';

/** "12 / 73 · Next: S02E03", or what stands instead when nothing is next. */
export function progressText(p: Pick<OneShowProgress, 'watched' | 'aired' | 'next'>): string {
  if (p.aired === 0) return 'No episodes aired yet';
  const counted = `${p.watched} / ${p.aired}`;
  if (p.next) return `${counted} · Next: ${episodeCode(p.next.season, p.next.episode)}`;
  return `${counted} · All caught up`;
}

/**
 * A show page's progress for the signed-in user (issue #45): watched of aired, counted as Up
 * next counts them, the next episode, and "Mark next" (today). Nothing for a visitor.
 */
export function ShowProgressLine({ showId }: { showId: number }) {
  const { user } = useSession();
  const progress = useShowProgress(showId);
  const mark = useMarkNextEpisode(showId);
  if (!user || !progress.data) return null;
  const { next } = progress.data;
  return (
    <div className="w-full">
      <section
        aria-label="Your progress"
        className="inline-flex max-w-full flex-wrap items-center gap-3 rounded-2xl bg-black/40 px-4 py-3 text-white ring-1 ring-white/20"
      >
        <p className="text-base font-bold tabular-nums" data-testid="show-progress">
          <span className="sr-only">Your progress: </span>
          {progressText(progress.data)}
        </p>
        {next && (
          <button
            type="button"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ season: next.season, episode: next.episode })}
            aria-label={`Mark next: ${episodeCode(next.season, next.episode)} watched today`}
            className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
          >
            Mark next
          </button>
        )}
        {mark.isError && (
          <p role="alert" className="text-sm">
            Could not mark it. Please try again.
          </p>
        )}
      </section>
    </div>
  );
}
