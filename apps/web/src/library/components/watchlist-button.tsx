import type { MediaType } from '@unclewatch/core';
import { Link } from 'react-router';

import { CheckIcon, PlusIcon } from '#/components/icons';
import { useWatchlist } from '#/library/use-watchlist';

const base =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors';

/** The detail page's watchlist button: 'In Watchlist' and green when saved (spec §2). */
export function WatchlistButton({ type, id }: { type: MediaType; id: number }) {
  const watchlist = useWatchlist();
  if (!watchlist.enabled) {
    return (
      <Link
        to="/login"
        className={`${base} bg-white/90 text-zinc-900 ring-1 ring-zinc-300 hover:bg-white dark:bg-zinc-800 dark:text-white dark:ring-zinc-700`}
      >
        <PlusIcon width={18} height={18} aria-hidden="true" />
        Log in to add to watchlist
      </Link>
    );
  }
  const saved = watchlist.isSaved(type, id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => watchlist.toggle(type, id)}
      className={`${base} ${
        saved
          ? 'bg-emerald-600 text-white hover:bg-emerald-700'
          : 'bg-brand-600 text-white hover:bg-brand-700'
      }`}
    >
      {saved ? (
        <CheckIcon width={18} height={18} aria-hidden="true" />
      ) : (
        <PlusIcon width={18} height={18} aria-hidden="true" />
      )}
      {saved ? 'In Watchlist' : 'Add to Watchlist'}
    </button>
  );
}
