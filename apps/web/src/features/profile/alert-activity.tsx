import type { AlertDelivery, AlertTestResponse } from '@unclewatch/core';

import { CHANNEL_LABELS } from './alert-channel-fields';
import { emptyClass } from './library-list';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the last test answered, channel by channel. */
export function AlertTestResults({ results }: { results: AlertTestResponse['results'] }) {
  if (results.length === 0) return <p className={emptyClass}>Add a channel first.</p>;
  return (
    <ul aria-label="Test results" className="space-y-1 text-sm">
      {results.map((r, i) => (
        <li
          key={i}
          className={r.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}
        >
          {CHANNEL_LABELS[r.type]}:{' '}
          {r.ok
            ? `sent (${r.status})`
            : `failed${r.status ? ` (${r.status})` : ''}${r.error ? `: ${r.error}` : ''}`}
        </li>
      ))}
    </ul>
  );
}

/** The last deliveries, newest first, with what went wrong. */
export function AlertDeliveries({ deliveries }: { deliveries: AlertDelivery[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">Last deliveries</h3>
      {deliveries.length === 0 ? (
        <p className={`${emptyClass} mt-2`}>Nothing has been sent yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
          {deliveries.map((d, i) => (
            <li key={`${d.channelId}-${d.at}-${i}`} className="py-2">
              <p className="font-medium">{d.title}</p>
              <p className="text-zinc-600 dark:text-zinc-400">
                {CHANNEL_LABELS[d.type]} ·{' '}
                {d.status === 'sent' ? 'Sent' : d.status === 'failed' ? 'Failed' : 'Waiting'} ·{' '}
                <time dateTime={d.at}>{when(d.at)}</time>
              </p>
              {d.error && <p className="text-red-700 dark:text-red-300">{d.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
