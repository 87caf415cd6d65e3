import { episodeCode } from '@unclewatch/core/browser';
import type { ChosenShowStatus, ShowProgress } from '@unclewatch/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useToast } from '#/components/toast/toast-context';
import { useSession } from '#/shared/session';
import { inProgressOf, useInProgress } from '#/library/api/in-progress';

import { useCountSpecials, useMarkNext, useProgress, useSetShowStatus } from './api/progress';
import { Placements, type Section } from './placement';
import { ShowProgressRow } from './show-progress-row';

/** The groups of the page, in order: what to watch next first. */
const groups: readonly { status: Section; title: string }[] = [
  { status: 'watching', title: 'Watching' },
  { status: 'stale', title: "Haven't watched for a while" },
  { status: 'paused', title: 'Paused' },
  { status: 'completed', title: 'Completed' },
  { status: 'dropped', title: 'Dropped' },
];

/** /progress ("Up next"): the signed-in user's shows, most recently watched first. */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending, error } = useProgress();
  const { data: playing } = useInProgress();
  const markNext = useMarkNext();
  const setStatus = useSetShowStatus();
  const countSpecials = useCountSpecials();
  const toast = useToast();
  // Cards stay where they were first shown until the page is left (issue #45).
  const [placements] = useState(() => new Placements());
  // The box shows the choice at once; the saved setting takes over once the progress is re-read.
  const [specialsChoice, setSpecialsChoice] = useState<boolean | null>(null);

  if (!sessionPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Up next</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to see your shows in progress.
        </p>
        <Link
          to="/login"
          className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Log In
        </Link>
      </section>
    );
  }

  const arranged = placements.arrange(data?.shows ?? []);
  const shows = arranged.map((a) => a.show);
  const choose = (show: ShowProgress, status: ChosenShowStatus) => {
    placements.release(show);
    setStatus.mutate({ showId: show.id, status });
  };
  const mark = (show: ShowProgress) => {
    if (!show.next) return;
    const episode = { showId: show.id, season: show.next.season, episode: show.next.episode };
    const label = `${show.name} ${episodeCode(episode.season, episode.episode)}`;
    markNext.mutate(episode, {
      onSuccess: () =>
        toast.show(`Marked ${label} as watched.`, 'success', {
          label: 'Undo',
          run: () =>
            markNext.mutate(
              { ...episode, action: 'unwatch' },
              {
                onSuccess: () => toast.show(`Unmarked ${label}.`, 'info'),
                onError: () => toast.show(`Could not unmark ${label}.`, 'error'),
              },
            ),
        }),
      onError: () => toast.show(`Could not mark ${label} as watched.`, 'error'),
    });
  };
  const row = (show: ShowProgress, section: Section) => (
    <ShowProgressRow
      key={show.id}
      show={show}
      busy={markNext.isPending || show.status === 'completed'}
      stale={section === 'stale'}
      playing={inProgressOf(playing?.items, 'tv', show.id)[0]}
      onMarkNext={() => mark(show)}
      onStatus={(status) => choose(show, status)}
    />
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title="Up next">
        Your shows, most recently watched first, each with its next episode.
      </PageHeader>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/calendar"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          Calendar of upcoming episodes →
        </Link>
        {data && (
          <label className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input
              type="checkbox"
              checked={specialsChoice ?? data.countSpecials}
              disabled={countSpecials.isPending}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setSpecialsChoice(on);
                countSpecials.mutate(on, { onSettled: () => setSpecialsChoice(null) });
              }}
              className="size-4 accent-brand-600"
            />
            Count specials (season 0)
          </label>
        )}
      </div>
      {(error || setStatus.isError || countSpecials.isError) && (
        <p role="alert">Something could not be loaded or saved. Please try again.</p>
      )}
      {sessionPending || isPending ? (
        <p>Loading your shows…</p>
      ) : shows.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          Nothing here yet: open a show&apos;s season and mark the episodes you have seen.
        </p>
      ) : (
        groups.map(({ status, title }) => {
          const inGroup = arranged.filter((a) => a.section === status);
          if (inGroup.length === 0) return null;
          if (status === 'watching')
            return (
              <ul key={status} aria-label="Shows in progress" className="flex flex-col gap-3">
                {inGroup.map((a) => row(a.show, a.section))}
              </ul>
            );
          return (
            <section key={status} aria-labelledby={`${status}-heading`} className="mt-10">
              <h2 id={`${status}-heading`} className="mb-3 text-xl font-extrabold">
                {title}
              </h2>
              {status === 'stale' && data && (
                <p className="-mt-1 mb-3 text-sm text-zinc-600 dark:text-zinc-400">
                  {`Shows you are watching with no episode marked for ${data.staleAfterMonths} months or more. Resume one to bring it back up, or drop it.`}
                </p>
              )}
              <ul aria-label={`${title} shows`} className="flex flex-col gap-3">
                {inGroup.map((a) => row(a.show, a.section))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
