/**
 * Shape of the embedded catalogue snapshot (`data/catalog/*.json.gz`), written by
 * `npm run catalog:build` and loaded by the server's embedded catalogue adapter.
 * Field names follow TMDB v3 so list and detail responses can be built without renaming.
 *
 * Catalogue v2 only added optional fields (still `version: 1`): a loader written for the first
 * snapshot loads a v2 file, and a v2 loader loads a first-generation file. data/README.md
 * documents every field and where it comes from.
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
  /** US certification (MPAA rating for movies), e.g. "PG-13". */
  certification?: string;
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
  /** "YYYY-MM-DD" of the latest episode aired when the source was taken. */
  last_air_date?: string;
  number_of_seasons?: number;
  number_of_episodes?: number;
  /** TMDB status: "Returning Series", "Ended", "Canceled", "In Production", "Planned", "Pilot". */
  status?: string;
  /** Network names, main network first. */
  networks?: string[];
  /** Person ids of the show's creators (TMDB `created_by`); each one is in `people`. */
  creators?: number[];
}

export interface SnapshotPerson {
  id: number;
  name: string;
  profile_path: string | null;
  known_for_department: string;
  place_of_birth: string | null;
  /**
   * Biography text when it is stored inline. Snapshots that name a `biographies` file keep ""
   * here and the text in that file (see `SnapshotBiographies`), so start-up stays fast.
   */
  biography: string;
  popularity: number;
  /** "YYYY-MM-DD". */
  birthday?: string;
  /** "YYYY-MM-DD". */
  deathday?: string;
  /** Other names and spellings (TMDB `also_known_as`), for people search. */
  also_known_as?: string[];
}

export interface SnapshotGenre {
  id: number;
  name: string;
}

/**
 * An id that a previous snapshot used and this one replaces: an own id (>= OWN_ID_BASE) whose
 * title or person now has a TMDB id (or, rarely, another own id). Old URLs and user rows that
 * still hold `from` should be sent to `to`.
 */
export interface SnapshotAlias {
  from: number;
  to: number;
}

export interface SnapshotAliases {
  movie: SnapshotAlias[];
  tv: SnapshotAlias[];
  person: SnapshotAlias[];
}

/** Where the people's biographies are, when they are kept out of the main file. */
export interface SnapshotBiographiesRef {
  /** File name next to the snapshot file, e.g. "biographies.json.gz" (gzip JSON). */
  file: string;
  /** Number of biographies in it. */
  count: number;
  /** SHA-256 (hex) of the file's bytes, so a loader can tell that the pair belongs together. */
  sha256: string;
}

/** The biographies file: person id → biography, written with the snapshot it belongs to. */
export interface SnapshotBiographies {
  version: 1;
  /** Raw source folder of the texts (TMDB biographies are user-contributed). */
  source: string;
  /** [person id, biography], sorted by id. */
  biographies: [number, string][];
}

export interface CatalogSnapshot {
  version: 1;
  builtAt: string;
  movieGenres: SnapshotGenre[];
  tvGenres: SnapshotGenre[];
  movies: SnapshotMovie[];
  tv: SnapshotTv[];
  people: SnapshotPerson[];
  /** Old id → new id, per kind, accumulated over rebuilds. Absent in first-generation files. */
  aliases?: SnapshotAliases;
  /** Set when biographies live in their own file. */
  biographies?: SnapshotBiographiesRef;
}
