import type { TitleDetails } from '@unclewatch/core';
import { titleOf, uncleScore, yearOf } from '@unclewatch/core/browser';

/**
 * Spec §5: external ratings are skipped when the title is empty or its release year is later
 * than the current year (an unreleased title has no meaningful IMDb/RT figure yet).
 */
export function shouldSkipExternalRatings(title: string, year: string | number, now = new Date()) {
  if (!title.trim()) return true;
  const y = typeof year === 'number' ? year : Number.parseInt(year, 10);
  return Number.isFinite(y) && y > now.getFullYear();
}

export interface RatingRow {
  source: 'IMDb' | 'Rotten Tomatoes' | 'TMDB';
  /** e.g. "9.0/10" or "94%"; null when the source has no figure. */
  value: string | null;
}

export interface RatingsSummary {
  rows: RatingRow[];
  uncle: { score: number; sources: readonly string[] } | null;
}

const outOfTen = (n: number | null | undefined) => (n && n > 0 ? `${n.toFixed(1)}/10` : null);

/**
 * The ratings the aggregate already carries (no OMDb call from the page), with the skip rule
 * applied, and the Uncle Score: the server's when present, else computed the same way.
 */
export function ratingsSummary(details: TitleDetails, now = new Date()): RatingsSummary {
  const skip = shouldSkipExternalRatings(titleOf(details), yearOf(details), now);
  const imdb = skip ? null : details.imdbRating;
  const rt = skip ? null : details.rtRating;
  const rows: RatingRow[] = [
    { source: 'IMDb', value: outOfTen(imdb) },
    { source: 'Rotten Tomatoes', value: rt && rt > 0 ? `${Math.round(rt)}%` : null },
    { source: 'TMDB', value: outOfTen(details.vote_average) },
  ];
  const server =
    !skip && details.uncleScore && details.uncleScore > 0
      ? { score: details.uncleScore, sources: details.uncleScoreSources }
      : null;
  const uncle =
    server ?? uncleScore({ tmdbRating: details.vote_average, imdbRating: imdb, rtRating: rt });
  return { rows, uncle };
}
