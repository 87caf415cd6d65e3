import { useId, useState } from 'react';

import { StarIcon } from './icons';

interface ScoreBadgeProps {
  score: number;
  sources: readonly string[];
}

/**
 * The Uncle Score with the sources it came from in a tooltip, shown on hover and on keyboard
 * focus (and toggled by a tap for touch screens).
 */
export function ScoreBadge({ score, sources }: ScoreBadgeProps) {
  const tooltipId = useId();
  const [pinned, setPinned] = useState(false);
  const from = sources.length ? sources.join(', ') : 'TMDB';
  return (
    <span className="group/score relative inline-flex">
      <button
        type="button"
        aria-label={`Uncle Score ${score.toFixed(1)}/10`}
        aria-describedby={tooltipId}
        aria-expanded={pinned}
        onClick={() => setPinned((p) => !p)}
        onBlur={() => setPinned(false)}
        onKeyDown={(e) => e.key === 'Escape' && setPinned(false)}
        className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300/60 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30"
      >
        <StarIcon width={12} height={12} />
        {score.toFixed(1)}/10
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        data-open={pinned || undefined}
        className="pointer-events-none invisible absolute bottom-full left-0 z-20 mb-2 w-max max-w-40 rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-hover/score:visible group-hover/score:opacity-100 group-focus-within/score:visible group-focus-within/score:opacity-100 data-open:visible data-open:opacity-100 dark:bg-zinc-100 dark:text-zinc-900"
      >
        Uncle Score from {from}
      </span>
    </span>
  );
}
