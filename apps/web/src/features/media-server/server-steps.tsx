/** How to give each media server the address (their own settings' words). */
export function ServerSteps({ url }: { url: string }) {
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-lg font-bold">
        Steps for your server
      </h2>
      <div className="mt-2 space-y-2">
        <details className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <summary className="cursor-pointer font-semibold">Plex</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>Webhooks need Plex Pass on the server owner&apos;s account.</li>
            <li>
              In Plex Web open Settings → your account → <strong>Webhooks</strong>, choose{' '}
              <strong>Add Webhook</strong>.
            </li>
            <li>Paste the address above and save.</li>
            <li>
              Shared users&apos; plays come to the owner&apos;s webhook too: set your Plex user name
              below.
            </li>
          </ol>
        </details>
        <details className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <summary className="cursor-pointer font-semibold">Jellyfin</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>
              Dashboard → Plugins → Catalog: install <strong>Webhook</strong>, restart Jellyfin.
            </li>
            <li>
              Dashboard → Plugins → Webhook: <strong>Add Generic Destination</strong>, paste the
              address as Webhook Url.
            </li>
            <li>
              Tick Playback Start, Playback Progress, Playback Stop and User Data Saved; item types
              Movies and Episodes; tick <strong>Send All Properties</strong>.
            </li>
            <li>Save. Your Jellyfin user name goes below if others share the server.</li>
          </ol>
        </details>
        <details className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <summary className="cursor-pointer font-semibold">Emby</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>Webhooks need Emby Premiere.</li>
            <li>
              Settings → Server → <strong>Webhooks</strong> → Add Webhook; paste the address as URL,
              request content type <strong>application/json</strong>.
            </li>
            <li>Choose the Playback events (start, pause, unpause, stop) and Mark played.</li>
            <li>Limit it to your Emby user, or set your user name below.</li>
          </ol>
        </details>
      </div>
      <p className="mt-2 text-xs break-all text-zinc-600 dark:text-zinc-400">
        Every server posts to the same address: {url}
      </p>
    </section>
  );
}
