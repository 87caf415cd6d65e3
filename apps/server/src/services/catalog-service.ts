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

import type {
  CatalogProvider,
  MovieDiscoverQuery,
  TvDiscoverQuery,
} from '../providers/catalog/index';
import { DomainError, titleNotFound } from '../domain/domain-error';

export type { MovieDiscoverQuery, TvDiscoverQuery };

function found<T>(value: T | null, type: MediaType | 'person', id: number): T {
  if (value === null) throw titleNotFound(type, id);
  return value;
}

/**
 * The public catalogue as the API serves it (spec §7, under /api/tmdb), from whichever
 * catalogue adapter runs: lists always answer, and a title or person nobody knows is a
 * `not_found` domain error (404).
 */
export class CatalogService {
  constructor(private readonly catalog: CatalogProvider) {}

  movieGenres(): Promise<Genre[]> {
    return this.catalog.movieGenres();
  }

  tvGenres(): Promise<Genre[]> {
    return this.catalog.tvGenres();
  }

  trending(
    window: TrendingWindow,
    page: number,
    mediaType?: MediaType,
    watch?: WatchFilter,
  ): Promise<PagedTitles> {
    return this.catalog.trending(window, page, mediaType, watch);
  }

  popularMovies(page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return this.catalog.discover(page, watch);
  }

  movies(query: MovieDiscoverQuery): Promise<PagedTitles> {
    return this.catalog.discoverMovies(query);
  }

  shows(query: TvDiscoverQuery): Promise<PagedTitles> {
    return this.catalog.discoverTv(query);
  }

  async moviesOfGenre(genreId: number, page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return this.catalog.byGenre(genreId, page, watch);
  }

  search(query: string, page: number, watch?: WatchFilter): Promise<SearchResponse> {
    return this.catalog.search(query, page, watch);
  }

  /**
   * A title's details; with a `region`, its certification is that country's where the
   * catalogue knows one (TMDB's, live), else the US one (issue 41).
   */
  async title(type: MediaType, id: number, region?: string): Promise<TitleDetails> {
    const details = found(await this.catalog.details(type, id), type, id);
    if (!region || details.certification?.region === region) return details;
    const rating = (await this.catalog.regionRatings(type, details.id))?.[region];
    return rating ? { ...details, certification: { region, rating } } : details;
  }

  /**
   * One season with its episodes; 404 for an unknown show or a season it does not have. The
   * show's details (cached) come first: a season they do not list is refused without asking
   * the upstream for it (issue #39: 1,000 made-up numbers are not 1,000 upstream calls).
   */
  async season(showId: number, n: number): Promise<SeasonDetails> {
    const show = found(await this.catalog.details('tv', showId), 'tv', showId);
    const listed = !show.seasons || show.seasons.some((s) => s.season_number === n);
    const season = listed ? await this.catalog.season(showId, n) : null;
    if (season) return season;
    throw new DomainError('not_found', `${show.name ?? 'This show'} has no season ${n}`);
  }

  async videos(type: MediaType, id: number): Promise<Video[]> {
    return found(await this.catalog.videos(type, id), type, id);
  }

  async credits(type: MediaType, id: number): Promise<Credits> {
    return found(await this.catalog.credits(type, id), type, id);
  }

  async similar(type: MediaType, id: number, page: number): Promise<PagedTitles> {
    return found(await this.catalog.similar(type, id, page), type, id);
  }

  async person(id: number): Promise<Person> {
    return found(await this.catalog.person(id), 'person', id);
  }

  async personCredits(id: number): Promise<PersonCredits> {
    return found(await this.catalog.personCredits(id), 'person', id);
  }
}
