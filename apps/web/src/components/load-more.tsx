interface LoadMoreProps {
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Shown when there are items and no more pages. */
  endText?: string;
}

/** Spec §4 pagination: a Load More button while pages remain, then an end message. */
export function LoadMore({
  hasMore,
  isLoadingMore,
  onLoadMore,
  endText = "You've reached the end.",
}: LoadMoreProps) {
  return (
    <div className="mt-10 flex justify-center" aria-live="polite">
      {hasMore ? (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={isLoadingMore}
          className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white shadow-lg shadow-brand-600/20 transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isLoadingMore ? 'Loading…' : 'Load More'}
        </button>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{endText}</p>
      )}
    </div>
  );
}
