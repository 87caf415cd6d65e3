import { episodeCode } from '@unclewatch/core/browser';
import type { InProgressItem, MediaType } from '@unclewatch/core';

import { inProgressOf, useInProgress } from '#/library/api/in-progress';
import { commentDate } from '#/library/library';

/** "S02E03 · 42 % watched · 2 days ago": one partial play, in words. */
export function inProgressText(item: InProgressItem): string {
  const what =
    item.season !== null && item.episode !== null
      ? `${episodeCode(item.season, item.episode)} · `
      : '';
  return `${what}${item.percent} % watched · ${commentDate(item.updatedAt)}`;
}

/** A thin bar of how far a partial play got. */
export function InProgressBar({ item, label }: { item: InProgressItem; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={item.percent}
      className="h-1.5 w-32 overflow-hidden rounded-full bg-zinc-400/40"
    >
      <div className="h-full rounded-full bg-amber-400" style={{ width: `${item.percent}%` }} />
    </div>
  );
}

/**
 * On a title's page (in the hero, light text on the backdrop): where the media server left
 * this film, or the show's episodes it left partly watched (issue #43).
 */
export function InProgressNote({ type, id }: { type: MediaType; id: number }) {
  const { data } = useInProgress();
  const items = inProgressOf(data?.items, type, id).slice(0, 3);
  if (items.length === 0) return null;
  return (
    <section aria-label="In progress on your media server" className="flex flex-col gap-1.5">
      <h2 className="text-sm font-semibold text-white">In progress on your media server</h2>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li
            key={`${item.season}-${item.episode}`}
            className="flex flex-wrap items-center gap-3 text-sm text-zinc-100"
          >
            <InProgressBar item={item} label={`How far: ${item.percent} %`} />
            <span>{inProgressText(item)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
