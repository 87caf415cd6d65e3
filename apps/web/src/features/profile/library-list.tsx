import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FALLBACK_POSTER } from '#/components/title-card/fallback-poster';
import { titleHref } from '#/components/title-card/title-card';

/** One row of the profile's watchlist or rated list: poster, linked title, extras. */
export function LibraryRow({
  id,
  type,
  title,
  imageUrl,
  children,
}: {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  imageUrl: string | null;
  children?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-4 py-3">
      <img
        src={imageUrl ?? FALLBACK_POSTER}
        alt=""
        width={40}
        height={60}
        loading="lazy"
        className="h-15 w-10 shrink-0 rounded-md object-cover"
      />
      <Link
        to={titleHref(id, type)}
        className="min-w-0 flex-1 truncate font-semibold hover:text-brand-700 dark:hover:text-brand-400"
      >
        {title}
      </Link>
      {children}
    </li>
  );
}

export const listClass = 'divide-y divide-zinc-200 dark:divide-zinc-800';
export const emptyClass = 'text-zinc-600 dark:text-zinc-400';
