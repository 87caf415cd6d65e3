import { useState } from 'react';

import { useConfirm } from '../confirm/confirm-context';
import { EyeIcon } from '../icons';
import { useToast } from '../toast/toast-context';

const round =
  'grid size-9 place-items-center rounded-full shadow-md ring-1 backdrop-blur transition-colors';
const offerButton =
  'rounded-full px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-white';

interface Props {
  title: string;
  isWatched: boolean;
  /** A viewing of it is already logged today: a second one is asked for first. */
  watchedToday?: boolean;
  onMark: () => Promise<{ onWatchlist: boolean; entryId?: string }>;
  /** Takes the viewing just logged back out of the diary (the toast's Undo). */
  onUndo?: (entryId: string) => Promise<unknown>;
  /** Present while the title is on the watchlist: the offer after watching uses it. */
  onRemoveFromWatchlist?: () => void;
}

/**
 * A card's 'Mark as watched' (today): says what it logged, with Undo; asks before logging a
 * second viewing the same day; on a watchlisted title it offers to take it off.
 */
export function MarkWatchedAction({
  title,
  isWatched,
  watchedToday = false,
  onMark,
  onUndo,
  onRemoveFromWatchlist,
}: Props) {
  const [offer, setOffer] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();
  const undo = (entryId: string) => async () => {
    try {
      await onUndo!(entryId);
      toast.show(`Removed the viewing of "${title}".`, 'info');
    } catch (error) {
      console.error('Failed to undo the viewing', error);
      toast.show(`Could not remove the viewing of "${title}".`, 'error');
    }
  };
  const mark = async () => {
    if (
      watchedToday &&
      !(await confirm({
        message: `You already logged "${title}" today. Log another viewing?`,
        detail: 'It is added to your diary as a rewatch.',
        confirmLabel: 'Log again',
      }))
    )
      return;
    setBusy(true);
    try {
      const { onWatchlist, entryId } = await onMark();
      toast.show(
        isWatched ? `Logged a rewatch of "${title}" today.` : `Marked "${title}" as watched today.`,
        'success',
        // A TV show's mark marks its episodes: no single diary entry to take back.
        onUndo && entryId ? { label: 'Undo', run: () => void undo(entryId)() } : undefined,
      );
      setOffer(onWatchlist);
    } catch (error) {
      console.error('Failed to mark as watched', error);
      toast.show(`Could not mark "${title}" as watched.`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        aria-label={
          isWatched ? `Watched — log "${title}" again today` : `Mark "${title}" as watched`
        }
        title={isWatched ? 'Watched — log again today' : 'Mark as watched'}
        disabled={busy}
        onClick={() => void mark()}
        className={`${round} ${
          isWatched
            ? 'bg-sky-600 text-white ring-sky-300 hover:bg-sky-700'
            : 'bg-zinc-950/70 text-white ring-white/30 hover:bg-zinc-950/90'
        }`}
      >
        <EyeIcon width={18} height={18} />
      </button>
      {offer && onRemoveFromWatchlist && (
        <div
          role="group"
          aria-label={`Watched "${title}". Remove it from your watchlist?`}
          className="absolute top-0 right-11 w-44 rounded-xl bg-zinc-950/90 p-3 text-xs text-white shadow-lg ring-1 ring-white/20"
        >
          <p className="font-semibold">Watched. Remove from your watchlist?</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className={`${offerButton} bg-white text-zinc-900`}
              onClick={() => {
                onRemoveFromWatchlist();
                setOffer(false);
              }}
            >
              Remove
            </button>
            <button
              type="button"
              className={`${offerButton} ring-1 ring-white/40`}
              onClick={() => setOffer(false)}
            >
              Keep
            </button>
          </div>
        </div>
      )}
    </>
  );
}
