import type { MediaType } from '@unclewatch/core';
import { countryName, languageName } from '@unclewatch/core/browser';
import { Link } from 'react-router';

import { useSeenOnce } from '#/shared/use-seen-once';

import { ScoreBadge } from '../score-badge';
import { DeleteButton, RemoveButton, WatchlistToggle } from './card-actions';
import { MarkWatchedAction } from './mark-watched-action';
import { Poster } from './poster';

/** Spec sizes small and large; `fill` takes its grid cell's width. */
export type TitleCardSize = 'small' | 'large' | 'fill';

/** Spec §3 "Title card inputs", with the server's Uncle Score, plus the watchlist handler. */
export interface TitleCardProps {
  id: number;
  title: string;
  imageUrl?: string | null;
  genres?: readonly string[];
  size?: TitleCardSize;
  isTV?: boolean;
  type?: 'movie' | 'tv';
  language?: string;
  countries?: readonly string[];
  /** The server's Uncle Score (core's `uncleScore`); null or absent reads "unavailable". */
  uncleScore?: number | null;
  uncleScoreSources?: readonly string[];
  year?: string;
  showUncleScore?: boolean;
  /** The watchlist toggle shows only when a handler is given (signed-in users). */
  isSaved?: boolean;
  onToggleSaved?: () => void;
  /** 'Mark as watched' (today) shows only when a handler is given (signed-in users). */
  isWatched?: boolean;
  /** A viewing is logged today already (the eye button asks before another). */
  watchedToday?: boolean;
  onMarkWatched?: () => Promise<{ onWatchlist: boolean; entryId?: string }>;
  onUndoWatched?: (entryId: string) => Promise<unknown>;
  isAdmin?: boolean;
  onDelete?: () => void;
  showRemoveButton?: boolean;
  onRemove?: () => void;
  /** A short note on the poster, e.g. 'On your services' in a list filtered by them. */
  badge?: string;
  /** Load the poster at once (above the fold) instead of lazily. */
  eager?: boolean;
  className?: string;
}

/** What the library gives one card: its watchlist toggle and 'Mark as watched'. */
export type CardLibraryProps = Pick<
  TitleCardProps,
  'isSaved' | 'onToggleSaved' | 'isWatched' | 'watchedToday' | 'onMarkWatched' | 'onUndoWatched'
>;

/** What a list of cards takes: the library props of one card by type and id. */
export type CardWatchlist = (type: MediaType, id: number) => CardLibraryProps;

export const cardWidths: Record<TitleCardSize, string> = {
  small: 'w-40 sm:w-48 lg:w-52',
  large: 'w-48 sm:w-56 lg:w-64',
  fill: 'w-full',
};

export function titleHref(id: number, type?: 'movie' | 'tv', isTV?: boolean): string {
  return type === 'tv' || isTV ? `/tv/${id}` : `/movie/${id}`;
}

function scoreOf(props: TitleCardProps): { score: number; sources: readonly string[] } | null {
  if (typeof props.uncleScore === 'number' && props.uncleScore > 0) {
    return { score: props.uncleScore, sources: props.uncleScoreSources ?? [] };
  }
  return null;
}

export function TitleCard(props: TitleCardProps) {
  const { id, title, genres = [], size = 'small', year, language, countries = [] } = props;
  const [ref, seen] = useSeenOnce<HTMLElement>(0.1);
  const score = props.showUncleScore === false ? undefined : scoreOf(props);
  const meta = [year, language ? languageName(language) : null, countries.map(countryName)[0]]
    .filter(Boolean)
    .join(' · ');

  return (
    <article
      ref={ref}
      data-seen={seen || undefined}
      className={`group relative flex-none opacity-0 transition duration-700 ease-out data-seen:opacity-100 motion-safe:translate-y-3 motion-safe:data-seen:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none ${cardWidths[size]} ${props.className ?? ''}`}
    >
      <Link to={titleHref(id, props.type, props.isTV)} className="block rounded-xl">
        <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-zinc-200 shadow-md ring-1 ring-black/5 transition-shadow group-hover:shadow-xl group-hover:shadow-rose-950/20 dark:bg-zinc-800 dark:ring-white/10">
          <Poster src={props.imageUrl} eager={props.eager} />
          {props.badge && (
            <span className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-emerald-700 px-2 py-0.5 text-[11px] font-semibold text-white shadow ring-1 ring-white/30">
              {props.badge}
            </span>
          )}
        </div>
        <h3 className="mt-3 line-clamp-2 text-sm leading-snug font-semibold text-zinc-900 group-hover:text-brand-700 sm:text-base dark:text-zinc-50 dark:group-hover:text-brand-400">
          {title}
        </h3>
      </Link>
      {meta && <p className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400">{meta}</p>}
      {genres.length > 0 && (
        <ul aria-label="Genres" className="mt-2 flex flex-wrap gap-1.5">
          {genres.slice(0, 2).map((genre) => (
            <li
              key={genre}
              className="rounded-full bg-zinc-200/80 px-2 py-0.5 text-[11px] font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
            >
              {genre}
            </li>
          ))}
        </ul>
      )}
      {score === undefined ? null : score ? (
        <div className="mt-2">
          <ScoreBadge score={score.score} sources={score.sources} />
        </div>
      ) : (
        <p className="mt-2 text-xs text-zinc-500 italic dark:text-zinc-400">
          Uncle Score unavailable
        </p>
      )}
      <div className="absolute top-2 right-2 flex flex-col gap-2">
        {props.onToggleSaved && (
          <WatchlistToggle isSaved={props.isSaved ?? false} onToggle={props.onToggleSaved} />
        )}
        {props.onMarkWatched && (
          <MarkWatchedAction
            title={title}
            isWatched={props.isWatched ?? false}
            watchedToday={props.watchedToday}
            onMark={props.onMarkWatched}
            onUndo={props.onUndoWatched}
            onRemoveFromWatchlist={props.isSaved ? props.onToggleSaved : undefined}
          />
        )}
        {props.isAdmin && props.onDelete && (
          <DeleteButton title={title} onDelete={props.onDelete} />
        )}
        {props.showRemoveButton && props.onRemove && (
          <RemoveButton title={title} onRemove={props.onRemove} />
        )}
      </div>
    </article>
  );
}
