import type { TmdbSeasonSummary } from './tmdb-seasons';

/** The parts of TMDB v3 answers we read (https://developer.themoviedb.org/reference). */

export interface TmdbListItem {
  id: number;
  media_type?: 'movie' | 'tv' | 'person';
  title?: string;
  original_title?: string;
  release_date?: string;
  name?: string;
  original_name?: string;
  first_air_date?: string;
  overview?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  original_language?: string;
  genre_ids?: number[];
  origin_country?: string[];
  adult?: boolean;
  /** People in search/multi. */
  profile_path?: string | null;
  known_for_department?: string;
  known_for?: TmdbListItem[];
}

export interface TmdbPage<T = TmdbListItem> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TmdbVideo {
  id: string;
  key: string;
  name: string;
  site: string;
  type: string;
  official?: boolean;
}

export interface TmdbCastCredit {
  id: number;
  name: string;
  character?: string;
  profile_path?: string | null;
  order?: number;
}

export interface TmdbCrewCredit {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path?: string | null;
}

export interface TmdbCredits {
  id?: number;
  cast: TmdbCastCredit[];
  crew: TmdbCrewCredit[];
}

/** movie/{id} or tv/{id} with append_to_response=keywords,videos,credits,similar(,external_ids). */
export interface TmdbDetails extends TmdbListItem {
  genres?: { id: number; name: string }[];
  imdb_id?: string | null;
  runtime?: number | null;
  episode_run_time?: number[];
  tagline?: string | null;
  number_of_seasons?: number | null;
  number_of_episodes?: number | null;
  seasons?: TmdbSeasonSummary[];
  /** TV: "Returning Series", "In Production", "Planned", "Pilot", "Ended", "Canceled". */
  status?: string | null;
  networks?: { name: string }[];
  created_by?: { id: number; name: string }[];
  production_countries?: { iso_3166_1: string }[];
  /** Movies answer {keywords: [...]}, TV answers {results: [...]}. */
  keywords?: { keywords?: { name: string }[]; results?: { name: string }[] };
  external_ids?: { imdb_id?: string | null };
  videos?: { results: TmdbVideo[] };
  credits?: TmdbCredits;
  similar?: TmdbPage;
  /** Movies: per country, its releases with their certification (append release_dates). */
  release_dates?: {
    results?: { iso_3166_1: string; release_dates?: { certification?: string; type?: number }[] }[];
  };
  /** TV: per country, its rating (append content_ratings). */
  content_ratings?: { results?: { iso_3166_1: string; rating?: string }[] };
}

export interface TmdbPerson {
  id: number;
  name: string;
  profile_path?: string | null;
  place_of_birth?: string | null;
  biography?: string | null;
  birthday?: string | null;
  deathday?: string | null;
  known_for_department?: string | null;
  popularity?: number;
}

export interface TmdbPersonMovieCredits {
  id: number;
  cast: (TmdbListItem & { character?: string })[];
  crew: (TmdbListItem & { job?: string; department?: string })[];
}

export interface TmdbGenreList {
  genres: { id: number; name: string }[];
}

/** GET /find/{external_id}?external_source=imdb_id */
export interface TmdbFindResult {
  movie_results?: TmdbListItem[];
  tv_results?: TmdbListItem[];
}
