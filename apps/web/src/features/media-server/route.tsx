import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useSession } from '#/shared/session';

import { useNewWebhookAddress, useWebhooks } from './api/webhooks';
import { Inbox } from './inbox';
import { RecentEvents } from './recent-events';
import { ServerSteps } from './server-steps';
import { WebhookSettingsForm } from './webhook-settings-form';

const card =
  'rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';

/** /media-server: "Connect your media server" — the webhook address, steps, settings, events. */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const { data } = useWebhooks();
  const renew = useNewWebhookAddress();

  if (!sessionPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Connect your media server</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to connect Plex, Jellyfin or Emby.
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
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title="Connect your media server">
        What Plex, Jellyfin or Emby plays is logged here by itself: films in your diary, episodes in
        your shows&apos; progress.
      </PageHeader>
      {!data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <section aria-labelledby="address-heading" className={card}>
            <h2 id="address-heading" className="text-lg font-bold">
              Your webhook address
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              It works without signing in: keep it to yourself. A new one stops the old one.
            </p>
            {data.url ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <input
                  readOnly
                  aria-label="Webhook address"
                  value={data.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
                />
                <button
                  type="button"
                  onClick={() => void navigator.clipboard?.writeText(data.url ?? '')}
                  className="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold dark:border-zinc-700"
                >
                  Copy
                </button>
                <button
                  type="button"
                  disabled={renew.isPending}
                  onClick={() => renew.mutate()}
                  className="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold dark:border-zinc-700"
                >
                  New address
                </button>
              </div>
            ) : (
              <button
                type="button"
                disabled={renew.isPending}
                onClick={() => renew.mutate()}
                className="mt-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Make my address
              </button>
            )}
          </section>
          {data.url && (
            <div className={card}>
              <ServerSteps url={data.url} />
            </div>
          )}
          <div className={card}>
            <WebhookSettingsForm settings={data} />
          </div>
          <div className={card}>
            <RecentEvents events={data.recent} />
          </div>
          <div className={card}>
            <Inbox />
          </div>
        </>
      )}
    </div>
  );
}
