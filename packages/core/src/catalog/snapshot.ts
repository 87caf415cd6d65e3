/**
 * Shape of the embedded catalogue snapshot (`data/catalog/*.json.gz`), written by
 * `npm run catalog:build` and loaded by the server's embedded catalogue adapter.
 * Field names follow TMDB v3 so list and detail responses can be built without renaming.
 */

/** Ids at or above this value are UncleWatch's own (titles/people with no TMDB id). */
export const OWN_ID_BASE = 900_000_000;

export interface SnapshotStreamingSource {
  /** Service name, e.g. "Netflix", "Prime Video", "Hulu", "Disney+". */
  name: string;
  /** ISO 3166-1 region of the snapshot, e.g. "US". */
  region: string;
  /** Watchmode-style type: "sub" (subscription), "free", "rent", "buy". */
  type: 'sub' | 'free' | 'rent' | 'buy';
  /** When the snapshot was taken, "YYYY-MM" or "YYYY-MM-DD". */
  snapshot: string;
  /** Which raw source said so (folder name under shared/data/raw). */
  source: string;
}

export interface SnapshotCredit {
  /** TMDB person id, or an own id (>= OWN_ID_BASE) for name-only people. */
  personId: number;
  character?: string;
  /** "Acting" | "Directing" | other TMDB department name. */
  department: string;
  job?: string;
  order: number;
}

export interface SnapshotTitleBase {
  id: number;
  imdb_id?: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  original_language: string;
  genre_ids: number[];
  vote_average: number;
  vote_count: number;
  popularity: number;
  adult: boolean;
  origin_country?: string[];
  keywords?: string[];
  runtime?: number;
  tagline?: string;
  /** YouTube keys of trailers, best first. */
  trailers?: string[];
  /** IMDb rating 0–10, one decimal. */
  imdbRating?: number;
  /** Rotten Tomatoes percent 0–100. */
  rtRating?: number;
  streaming?: SnapshotStreamingSource[];
  credits?: SnapshotCredit[];
  /** Which raw sources contributed (folder names), for data/README counts and debugging. */
  sources: string[];
  /**
   * Raw source folder the overview text came from when it is not TMDB, so the UI can credit
   * it: "tvmaze-tv-shows-2565" and "wikipedia-american-movies" text is CC BY-SA 4.0; JustWatch
   * folders hold JustWatch descriptions. Absent when the overview is TMDB's.
   */
  overviewSource?: string;
}

export interface SnapshotMovie extends SnapshotTitleBase {
  title: string;
  original_title: string;
  /** "YYYY-MM-DD", "YYYY" padded to "YYYY-01-01" only if nothing better; "" when unknown. */
  release_date: string;
}

export interface SnapshotTv extends SnapshotTitleBase {
  name: string;
  original_name: string;
  first_air_date: string;
  number_of_seasons?: number;
  networks?: string[];
}

export interface SnapshotPerson {
  id: number;
  name: string;
  profile_path: string | null;
  known_for_department: string;
  place_of_birth: string | null;
  biography: string;
  popularity: number;
}

export interface SnapshotGenre {
  id: number;
  name: string;
}

export interface CatalogSnapshot {
  version: 1;
  builtAt: string;
  movieGenres: SnapshotGenre[];
  tvGenres: SnapshotGenre[];
  movies: SnapshotMovie[];
  tv: SnapshotTv[];
  people: SnapshotPerson[];
}
