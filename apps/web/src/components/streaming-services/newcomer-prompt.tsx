import { useState } from 'react';
import { Link } from 'react-router';

import { browserRegion, regionName } from '#/shared/regions';
import { useMyServices } from '#/shared/services-api';
import { useSession } from '#/shared/session';

const dismissedKey = (userId: string) => `uw-services-asked:${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in user without services, once, which ones they have, with the region guessed
 * from the browser's language. "Not now" is remembered on this browser; saving services ends
 * it everywhere (the server then has a region).
 */
export function NewcomerPrompt() {
  const { user } = useSession();
  const mine = useMyServices();
  const [dismissed, setDismissed] = useState(false);
  // Saved once (even with no service ticked), the question is answered.
  if (!user || !mine.data || mine.data.region !== null) return null;
  if (dismissed || wasDismissed(user.id)) return null;
  const region = browserRegion();

  function dismiss() {
    try {
      localStorage.setItem(dismissedKey(user!.id), new Date().toISOString());
    } catch {
      // storage unavailable: hidden for this visit only
    }
    setDismissed(true);
  }

  return (
    <aside
      aria-label="Your streaming services"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-zinc-800 ring-1 ring-brand-200 dark:bg-brand-500/10 dark:text-zinc-200 dark:ring-brand-500/30"
    >
      <p className="min-w-0 flex-1 basis-60">
        Which streaming services do you have in {regionName(region)}? Tell us once and this switch
        keeps only what you can watch on them.
      </p>
      <div className="flex items-center gap-2">
        <Link
          to={`/profile?${new URLSearchParams({ region }).toString()}#your-services`}
          className="rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700"
        >
          Choose services
        </Link>
        <button
          type="button"
          onClick={dismiss}
          className="rounded-full px-3 py-1.5 font-semibold text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          Not now
        </button>
      </div>
    </aside>
  );
}
