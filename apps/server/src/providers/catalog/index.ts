import type {
  Credits,
  Genre,
  MediaType,
  PagedTitles,
  Person,
  PersonCredits,
  SearchResponse,
  SeasonDetails,
  TitleDetails,
  TrendingWindow,
  Video,
  WatchFilter,
} from '@unclewatch/core';

import type { TitleFacts, TitleLookup } from '@unclewatch/core';

export type { TitleFacts, TitleLookup };

export type { WatchFilter };
export type * from './names';

export interface TvDiscoverQuery {
  genreId?: number;
  language?: string;
  year?: number;
  sortBy?: 'popularity.desc' | 'vote_average.desc' | 'vote_average.asc';
  page: number;
  /** Only titles on these services (issue 33). */
  watch?: WatchFilter;
}

export interface MovieDiscoverQuery {
  /** Original languages to keep (any of). */
  languages?: string[];
  /** Origin countries to keep (any of). */
  countries?: string[];
  page: number;
  /** Only titles on these services (issue 33). */
  watch?: WatchFilter;
}

/** What the rating limits need of a title (issue 41): its ratings per country, genres, adult. */
export interface AgeFacts {
  /** Region (ISO 3166-1) → that country's rating; the US one is what limits compare. */
  ratings: Record<string, string>;
  genreIds: number[];
  adult: boolean;
}

/**
 * The catalogue port: what pages, lists and look-ups show. Answers are TMDB-shaped and already
 * filtered by the spec's list rules (no adult items, only items with a poster in lists). `null`
 * means the id is unknown. Facts as records for readers that filter, rank and quote them (the
 * assistant) are the other port's job: `providers/title-records/` (decision 088).
 */
export interface CatalogProvider {
  readonly mode: 'embedded' | 'live';
  /** The day the snapshot's episode data is from; null when episodes come live. */
  readonly episodesAsOf: string | null;
  movieGenres(): Promise<Genre[]>;
  tvGenres(): Promise<Genre[]>;
  /**
   * Lists and search take an optional services filter (`watch`): only titles available on one
   * of its services in its region. The discover lists hand it to the upstream when it can
   * filter; otherwise the adapter filters (before paging where it holds the whole list).
   */
  trending(
    window: TrendingWindow,
    page: number,
    mediaType?: MediaType,
    watch?: WatchFilter,
  ): Promise<PagedTitles>;
  discover(page: number, watch?: WatchFilter): Promise<PagedTitles>;
  discoverMovies(query: MovieDiscoverQuery): Promise<PagedTitles>;
  discoverTv(query: TvDiscoverQuery): Promise<PagedTitles>;
  byGenre(genreId: number, page: number, watch?: WatchFilter): Promise<PagedTitles>;
  search(query: string, page: number, watch?: WatchFilter): Promise<SearchResponse>;
  details(type: MediaType, id: number): Promise<TitleDetails | null>;
  videos(type: MediaType, id: number): Promise<Video[] | null>;
  credits(type: MediaType, id: number): Promise<Credits | null>;
  similar(type: MediaType, id: number, page: number): Promise<PagedTitles | null>;
  /** One season of a show with its episodes; null when the show or the season is unknown. */
  season(showId: number, n: number): Promise<SeasonDetails | null>;
  /**
   * A show's details and one of its seasons read again from the upstream past the cache, and
   * stored for every reader (the daily TV refresh); an upstream failure is thrown. The
   * embedded catalogue has nothing newer: it answers what it has.
   */
  refreshShow(showId: number): Promise<TitleDetails | null>;
  refreshSeason(showId: number, n: number): Promise<SeasonDetails | null>;
  person(id: number): Promise<Person | null>;
  personCredits(id: number): Promise<PersonCredits | null>;
  /**
   * The id a title or person has now. Ids the embedded snapshot once gave (its own ids, for
   * titles and people that later gained a TMDB id) map to the current one through the
   * snapshot's alias table; every other id is its own answer. The look-ups above already
   * accept old ids and answer with the current id in the body.
   */
  currentId(kind: MediaType | 'person', id: number): number;
  /**
   * Candidate titles for each look-up, in order (none, one, or several when ambiguous): by
   * IMDb id, TMDB id, then title and year ±1.
   */
  matchTitles(lookups: readonly TitleLookup[]): Promise<TitleFacts[][]>;
  /** Facts of known titles, in order; null for an id the catalogue does not know. */
  titleFacts(refs: readonly { type: MediaType; id: number }[]): Promise<(TitleFacts | null)[]>;
  /** Age ratings and what the limits' rule reads, in order; null for an unknown title. */
  ageFacts(refs: readonly { type: MediaType; id: number }[]): Promise<(AgeFacts | null)[]>;
  /**
   * A title's age ratings by country (`{ US: 'PG-13', GB: '12A' }`): the snapshot's US one and,
   * with a TMDB key, every country's; null for an unknown title.
   */
  regionRatings(type: MediaType, id: number): Promise<Record<string, string> | null>;
}
