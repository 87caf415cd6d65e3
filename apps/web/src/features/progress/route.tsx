import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useSession } from '#/lib/session';

import { useMarkNext, useProgress } from './api/progress';
import { ShowProgressRow } from './show-progress-row';

/** /progress ("Up next"): the signed-in user's shows, most recently watched first. */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending, error } = useProgress();
  const markNext = useMarkNext();

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

  const shows = data?.shows ?? [];
  const inProgress = shows.filter((s) => s.status !== 'completed' && s.status !== 'dropped');
  const done = shows.filter((s) => s.status === 'completed');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title="Up next">
        Your shows, most recently watched first, each with its next episode.
      </PageHeader>
      <p className="-mt-4 mb-6">
        <Link
          to="/calendar"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          Calendar of upcoming episodes →
        </Link>
      </p>
      {error && <p role="alert">Your progress could not be loaded. Please try again.</p>}
      {sessionPending || isPending ? (
        <p>Loading your shows…</p>
      ) : shows.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          Nothing here yet: open a show&apos;s season and mark the episodes you have seen.
        </p>
      ) : (
        <>
          <ul aria-label="Shows in progress" className="flex flex-col gap-3">
            {inProgress.map((show) => (
              <ShowProgressRow
                key={show.id}
                show={show}
                busy={markNext.isPending}
                onMarkNext={() =>
                  show.next &&
                  markNext.mutate({
                    showId: show.id,
                    season: show.next.season,
                    episode: show.next.episode,
                  })
                }
              />
            ))}
          </ul>
          {done.length > 0 && (
            <section aria-labelledby="completed-heading" className="mt-10">
              <h2 id="completed-heading" className="mb-3 text-xl font-extrabold">
                Completed
              </h2>
              <ul className="flex flex-col gap-3">
                {done.map((show) => (
                  <ShowProgressRow key={show.id} show={show} busy onMarkNext={() => undefined} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
