/**
 * The spec's list rules (§5), written once and used by both catalogue adapters, the services
 * and the web app. Pure functions over the few fields each rule reads, so they take snapshot
 * titles and TMDB-shaped summaries alike.
 */
import { ANIMATION_GENRE_ID, ROMANCE_GENRE_ID } from './genres';

interface ListFields {
  adult?: boolean;
  poster_path?: string | null;
}

/** Lists never show adult titles, nor titles without a poster. */
export function isListable(title: ListFields): boolean {
  return !title.adult && Boolean(title.poster_path);
}

/**
 * Found by name: any title that is not adult, poster or not. Search overrides the spec's
 * poster rule (decision 080): every catalogued title is found by its name, and a missing
 * poster is drawn from the title's name.
 */
export function isFindable(title: ListFields): boolean {
  return !title.adult;
}

/** Search results keep findable movies and TV shows only (people are answered apart). */
export function isSearchResult(item: ListFields & { media_type?: string }): boolean {
  return (item.media_type === 'movie' || item.media_type === 'tv') && isFindable(item);
}

/** A movie genre page: Romance leaves out Japanese-language titles. */
export function keepOnMovieGenrePage(
  genreId: number,
  title: { genre_ids: readonly number[]; original_language: string },
): boolean {
  if (!title.genre_ids.includes(genreId)) return false;
  return !(genreId === ROMANCE_GENRE_ID && title.original_language === 'ja');
}

/**
 * A TV genre filter: Animation keeps only animation, every other genre leaves animation out
 * (it has its own shelf); no genre keeps everything.
 */
export function keepOnTvGenrePage(
  genreId: number | undefined,
  title: { genre_ids: readonly number[] },
): boolean {
  if (genreId === undefined) return true;
  const isAnimation = title.genre_ids.includes(ANIMATION_GENRE_ID);
  if (genreId === ANIMATION_GENRE_ID) return isAnimation;
  return !isAnimation && title.genre_ids.includes(genreId);
}

/** The genres a TV genre filter leaves out, for upstreams that filter server-side. */
export function tvGenreExclusions(genreId: number | undefined): number[] {
  return genreId !== undefined && genreId !== ANIMATION_GENRE_ID ? [ANIMATION_GENRE_ID] : [];
}

export type ListSection = 'movie' | 'tv' | 'animation';

/** Where a title goes on a sectioned list (Uncle's Pick): Animation apart from movies and TV. */
export function listSectionOf(title: {
  type: 'movie' | 'tv';
  genre_ids: readonly number[];
}): ListSection {
  return title.genre_ids.includes(ANIMATION_GENRE_ID) ? 'animation' : title.type;
}

/**
 * Listable titles of several pages as one list, each title once (a live upstream can shift
 * items between pages), in the order given.
 */
export function listableUnique<T extends ListFields & { media_type: string; id: number }>(
  items: Iterable<T>,
  keep: (item: T) => boolean = isListable,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const key = `${item.media_type}:${item.id}`;
    if (!keep(item) || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Votes a rating needs before it counts fully (TMDB's own lists ask for about this many). */
export const RATING_PRIOR_VOTES = 50;
/** The rating a title with few votes is pulled towards. */
export const RATING_PRIOR_MEAN = 6.5;

/**
 * A title's rating weighed by how many people gave it (a Bayesian average): 9.6 from 7 votes
 * counts as about 6.9, 8.7 from 20,000 votes stays 8.7.
 */
export function weightedRating(title: { vote_average: number; vote_count?: number }): number {
  const votes = title.vote_count ?? RATING_PRIOR_VOTES;
  return (
    (votes * title.vote_average + RATING_PRIOR_VOTES * RATING_PRIOR_MEAN) /
    (votes + RATING_PRIOR_VOTES)
  );
}

/**
 * A rating sort for a list: unrated titles (vote 0) go last whichever way the rated ones are
 * ordered, so "Lowest rated" starts with the lowest real rating, not with the unknowns. The
 * rating is weighed by its vote count (`weightedRating`), so a handful of votes can neither
 * top nor sink a list.
 */
export function byRating(
  direction: 'asc' | 'desc',
): (
  a: { vote_average: number; vote_count?: number },
  b: { vote_average: number; vote_count?: number },
) => number {
  return (a, b) => {
    const aRated = a.vote_average > 0;
    const bRated = b.vote_average > 0;
    if (aRated !== bRated) return aRated ? -1 : 1;
    const difference = weightedRating(a) - weightedRating(b);
    return direction === 'asc' ? difference : -difference;
  };
}
