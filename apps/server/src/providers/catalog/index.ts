import type {
  Credits,
  Genre,
  MediaType,
  PagedTitles,
  Person,
  PersonCredits,
  SearchResponse,
  TitleDetails,
  TrendingWindow,
  Video,
} from '@unclewatch/core';

export interface TvDiscoverQuery {
  genreId?: number;
  language?: string;
  year?: number;
  sortBy?: 'popularity.desc' | 'vote_average.desc' | 'vote_average.asc';
  page: number;
}

export interface MovieDiscoverQuery {
  /** Original languages to keep (any of). */
  languages?: string[];
  /** Origin countries to keep (any of). */
  countries?: string[];
  page: number;
}

/**
 * The catalogue port. Answers are TMDB-shaped and already filtered by the spec's list rules
 * (no adult items, only items with a poster in lists). `null` means the id is unknown.
 */
export interface CatalogProvider {
  readonly mode: 'embedded' | 'live';
  movieGenres(): Promise<Genre[]>;
  tvGenres(): Promise<Genre[]>;
  trending(window: TrendingWindow, page: number, mediaType?: MediaType): Promise<PagedTitles>;
  discover(page: number): Promise<PagedTitles>;
  discoverMovies(query: MovieDiscoverQuery): Promise<PagedTitles>;
  discoverTv(query: TvDiscoverQuery): Promise<PagedTitles>;
  byGenre(genreId: number, page: number): Promise<PagedTitles>;
  search(query: string, page: number): Promise<SearchResponse>;
  details(type: MediaType, id: number): Promise<TitleDetails | null>;
  videos(type: MediaType, id: number): Promise<Video[] | null>;
  credits(type: MediaType, id: number): Promise<Credits | null>;
  similar(type: MediaType, id: number, page: number): Promise<PagedTitles | null>;
  person(id: number): Promise<Person | null>;
  personCredits(id: number): Promise<PersonCredits | null>;
}

export const PAGE_SIZE = 20;
