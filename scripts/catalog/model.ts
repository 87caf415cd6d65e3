import type { SnapshotStreamingSource } from '../../packages/core/src/catalog/snapshot.ts';
import type { Kind } from './genres.ts';

export type { Kind };

/**
 * Raw source folders, in field-priority order: for a plain field the first source (in
 * this order) that has a value wins. TMDB-shaped sources come first, newest first; then
 * the other sources, newest first.
 */
export const SOURCES = [
  'tmdb-lists-sbtltv-2026',
  'tmdb-tv-ids-2026',
  'tmdb-tv-details-2024',
  'tmdb-tv-networks-2026',
  'tmdb-movies-boxoffice-2026',
  'tmdb-movie-credits-2026',
  'mearie-tmdb-fixture',
  'tmdb-indian-languages-2025',
  'tmdb-v11-top5000',
  'tmdb-top-rated-10k-2023',
  'tmdb-bollywood-ids-2023',
  'the-movies-dataset-indian',
  'justwatch-netflix-us-2022',
  'justwatch-amazon-prime-us-2022',
  'tvmaze-tv-shows-2565',
  'streaming-platforms-ratings-2021',
  'wikipedia-american-movies',
  'vega-datasets-movies',
  'movielens-youtube-trailers',
] as const;

export type SourceId = (typeof SOURCES)[number];

export const SOURCE_RANK: ReadonlyMap<SourceId, number> = new Map(SOURCES.map((s, i) => [s, i]));

/** Sources whose ids/values are TMDB's own (used to tell TMDB votes from derived ones). */
export const TMDB_SOURCES: ReadonlySet<SourceId> = new Set(
  SOURCES.slice(0, SOURCES.indexOf('the-movies-dataset-indian') + 1),
);

/** A credit that already carries a TMDB person id (mearie). */
export interface IdCredit {
  personId: number;
  cast: boolean;
  character?: string;
  department: string;
  job?: string;
  order: number;
}

/** A name-only cast credit (JustWatch, TVmaze, Wikipedia, streaming-platforms). */
export interface NameCast {
  name: string;
  character?: string;
  /** TMDB profile image path, when the source gives one: it identifies the TMDB person. */
  profilePath?: string;
}

/** A TV show's creator (TMDB `created_by`). */
export interface Creator {
  personId: number;
  name: string;
}

/** Everything one source row can say about a title. All fields optional. */
export interface TitleFields {
  title?: string;
  originalTitle?: string;
  /** "YYYY-MM-DD" or "YYYY". */
  date?: string;
  overview?: string;
  posterPath?: string;
  backdropPath?: string;
  language?: string;
  /** Language guessed from the origin country; used only when no source names one. */
  languageGuess?: string;
  genreIds?: number[];
  voteAverage?: number;
  voteCount?: number;
  popularity?: number;
  adult?: boolean;
  originCountry?: string[];
  keywords?: string[];
  runtime?: number;
  tagline?: string;
  trailers?: string[];
  imdbRating?: number;
  imdbVotes?: number;
  /** A non-IMDb 0–10 score (JustWatch tmdb_score, TVmaze rating): last-resort vote_average. */
  altRating?: number;
  rtRating?: number;
  streaming?: SnapshotStreamingSource[];
  seasons?: number;
  episodes?: number;
  /** TMDB TV status ("Ended", "Returning Series", ...). */
  status?: string;
  lastAirDate?: string;
  creators?: Creator[];
  /** US certification (MPAA rating for movies). */
  certification?: string;
  networks?: string[];
  idCredits?: IdCredit[];
  nameCast?: NameCast[];
  nameDirectors?: string[];
}

/** One source row, ready to be joined. */
export interface Contribution {
  source: SourceId;
  kind: Kind;
  tmdbId?: number;
  imdbId?: string;
  /** Other source-specific ids that identify the same title across files (e.g. JustWatch). */
  extKeys?: string[];
  /**
   * Languages (ISO 639-1) the row says the title is in. A title join is refused when the
   * candidate's TMDB original_language is known and not in this list.
   */
  langs?: string[];
  /** Titles to match on (display, original, alternatives). */
  titles: string[];
  year?: number;
  /** May this row start a new title when nothing matches? */
  create: boolean;
  /** Reject an id match whose year differs from the title's by more than one. */
  verifyYear?: boolean;
  /**
   * The upstream matched this row's TMDB id by title, so the id may be wrong: drop the row
   * when the id is known with a year more than one off, or when the id is new but another
   * TMDB title with the same name lies within a year of it (the upstream meant that one).
   */
  idMatchedByTitle?: boolean;
  fields: TitleFields;
}
