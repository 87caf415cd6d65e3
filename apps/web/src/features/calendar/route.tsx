import { episodeCode } from '@unclewatch/core/browser';
import type { CalendarEpisode } from '@unclewatch/core';
import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useSession } from '#/shared/session';

import { useCalendar, useRenewCalendarFeed } from './api/calendar';

function byDay(episodes: readonly CalendarEpisode[]): [string, CalendarEpisode[]][] {
  const days = new Map<string, CalendarEpisode[]>();
  for (const e of episodes) days.set(e.air_date, [...(days.get(e.air_date) ?? []), e]);
  return [...days];
}

/** /calendar: upcoming episodes of my shows, and my private calendar feed address. */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending } = useCalendar();
  const renew = useRenewCalendarFeed();

  if (!sessionPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Calendar</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to see when your shows air.
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
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title="Calendar">Upcoming episodes of the shows you watch.</PageHeader>
      {!data || isPending ? (
        <p>Loading your calendar…</p>
      ) : (
        <>
          {data.asOf && (
            <p className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              Upcoming dates are as of {data.asOf}, the day of the catalogue&apos;s episode data.
            </p>
          )}
          <section aria-labelledby="feed-heading" className="mb-8">
            <h2 id="feed-heading" className="text-lg font-bold">
              Subscribe in your calendar app
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              This private address works without signing in: keep it to yourself.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <input
                readOnly
                aria-label="Calendar feed address"
                value={data.feedUrl}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
              />
              <button
                type="button"
                disabled={renew.isPending}
                onClick={() => renew.mutate()}
                className="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-zinc-700"
              >
                New address
              </button>
            </div>
          </section>
          {data.episodes.length === 0 ? (
            <p className="text-zinc-600 dark:text-zinc-400">
              {data.asOf
                ? `No episode of your shows airs after ${data.asOf} in the offline episode data. With a TMDB key (TMDB_API_KEY), a daily refresh brings the new episodes of the shows you follow. Mark an episode watched to follow a show.`
                : 'Nothing upcoming for the shows you follow. Mark an episode watched to follow another show.'}
            </p>
          ) : (
            <ol aria-label="Upcoming episodes" className="flex flex-col gap-4">
              {byDay(data.episodes).map(([day, episodes]) => (
                <li key={day}>
                  <h3 className="font-bold text-zinc-950 dark:text-white">{day}</h3>
                  <ul className="mt-1 flex flex-col gap-1">
                    {episodes.map((e) => (
                      <li key={`${e.showId}-${e.season}-${e.episode}`} className="text-sm">
                        <Link
                          to={`/tv/${e.showId}/season/${e.season}`}
                          className="font-semibold hover:underline"
                        >
                          {e.showName}
                        </Link>{' '}
                        {episodeCode(e.season, e.episode)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
