import { useConfirm } from '../confirm/confirm-context';
import { CheckIcon, CloseIcon, PlusIcon, TrashIcon } from '../icons';

const round =
  'grid size-9 place-items-center rounded-full shadow-md ring-1 backdrop-blur transition-colors';

export function WatchlistToggle({ isSaved, onToggle }: { isSaved: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={isSaved ? 'Remove from watchlist' : 'Add to watchlist'}
      aria-pressed={isSaved}
      onClick={onToggle}
      className={`${round} ${
        isSaved
          ? 'bg-emerald-500 text-white ring-emerald-300 hover:bg-emerald-600'
          : 'bg-zinc-950/70 text-white ring-white/30 hover:bg-zinc-950/90'
      }`}
    >
      {isSaved ? <CheckIcon width={18} height={18} /> : <PlusIcon width={18} height={18} />}
    </button>
  );
}

export function DeleteButton({ title, onDelete }: { title: string; onDelete: () => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      aria-label={`Delete "${title}" from recommended`}
      onClick={async () => {
        const yes = await confirm({
          message: `Delete "${title}" from recommended?`,
          confirmLabel: 'Delete',
        });
        if (yes) onDelete();
      }}
      className={`${round} bg-red-600 text-white ring-red-300 hover:bg-red-700`}
    >
      <TrashIcon width={18} height={18} />
    </button>
  );
}

export function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Remove "${title}"`}
      onClick={onRemove}
      className={`${round} bg-zinc-950/70 text-white ring-white/30 hover:bg-red-600`}
    >
      <CloseIcon width={18} height={18} />
    </button>
  );
}
