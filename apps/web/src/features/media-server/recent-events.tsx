import type { ScrobbleEvent, ScrobbleOutcome } from '@unclewatch/core';

const OUTCOME: Record<ScrobbleOutcome, string> = {
  watched: 'Logged as watched',
  in_progress: 'In progress',
  rated: 'Rated',
  duplicate: 'Already logged',
  unmatched: 'Sent to the inbox',
  ignored: 'Ignored',
};

const SERVER = { plex: 'Plex', jellyfin: 'Jellyfin', emby: 'Emby' } as const;

/** The last events the media servers sent and what became of each. */
export function RecentEvents({ events }: { events: readonly ScrobbleEvent[] }) {
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="text-lg font-bold">
        Recent events
      </h2>
      {events.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Nothing yet. Play something on your server: its events show here.
        </p>
      ) : (
        <ul
          aria-label="Recent events"
          className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800"
        >
          {events.map((e) => (
            <li key={e.id} className="py-2 text-sm">
              <p className="font-semibold">{e.title}</p>
              <p className="text-zinc-700 dark:text-zinc-300">
                {OUTCOME[e.outcome]} · {e.detail}
              </p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {SERVER[e.server]} {e.event} · {new Date(e.at).toLocaleString()}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
