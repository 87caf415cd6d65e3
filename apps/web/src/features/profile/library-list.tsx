import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FALLBACK_POSTER } from '#/components/title-card/fallback-poster';
import { titleHref } from '#/components/title-card/title-card';

/**
 * One row of the profile's lists: poster, the linked title (wrapping onto a second line rather
 * than cut short on a phone) with its details under it, and the row's actions on the right.
 */
export function LibraryRow({
  id,
  type,
  title,
  imageUrl,
  meta,
  children,
}: {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  imageUrl: string | null;
  /** Details under the title (day, rating…). */
  meta?: ReactNode;
  /** Actions on the right (Delete…). */
  children?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4">
      <img
        src={imageUrl ?? FALLBACK_POSTER}
        alt=""
        width={40}
        height={60}
        loading="lazy"
        className="h-15 w-10 shrink-0 rounded-md object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={titleHref(id, type)}
          className="line-clamp-2 font-semibold break-words hover:text-brand-700 dark:hover:text-brand-400"
        >
          {title}
        </Link>
        {meta && (
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
            {meta}
          </div>
        )}
      </div>
      {children}
    </li>
  );
}

export const listClass = 'divide-y divide-zinc-200 dark:divide-zinc-800';
export const emptyClass = 'text-zinc-600 dark:text-zinc-400';
