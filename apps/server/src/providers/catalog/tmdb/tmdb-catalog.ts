import {
  foldText,
  keepOnMovieGenrePage,
  OWN_ID_BASE,
  type Credits,
  type Genre,
  type MediaType,
  type PagedTitles,
  type Person,
  type PersonCredits,
  type SearchResponse,
  type SeasonDetails,
  type TitleDetails,
  type TrendingWindow,
  type Video,
  type WatchFilter,
} from '@unclewatch/core';

import type { AvailabilityProvider } from '../../availability/index';
import type { CachedLoader } from '../../cache/index';
import { UpstreamUnavailableError } from '../../http/upstream';
import type {
  AgeFacts,
  CatalogProvider,
  MovieDiscoverQuery,
  TitleFacts,
  TitleLookup,
  TvDiscoverQuery,
} from '../index';
import { liveAgeFacts, liveRegionRatings } from './tmdb-age-facts';
import { embeddedBundle } from './tmdb-fallback';
import { matchLive, withLiveFacts } from './tmdb-matching';
import type { TitleBundle, TmdbRequests } from './tmdb-requests';
import { onServices, watchKey, watchParams } from './tmdb-watch';
import { ttl } from './tmdb-ttl';

/**
 * The live catalogue: TMDB v3 through the shared cached upstream, mapped to the embedded
 * catalogue's DTOs and list rules; the embedded one answers what it holds when TMDB is down.
 */
export class TmdbCatalog implements CatalogProvider {
  readonly mode = 'live' as const;
  readonly episodesAsOf = null;

  constructor(
    /** TMDB's endpoints (the composition root shares it with the live title records). */
    private readonly requests: TmdbRequests,
    private readonly loader: CachedLoader,
    private readonly fallback: CatalogProvider,
    /** Trending and search have no services parameter upstream: each page is checked here. */
    private readonly availability?: AvailabilityProvider,
  ) {}

  private async live<T>(
    key: string,
    [fresh, stale]: [number, number],
    load: () => Promise<T | null>,
    embedded: () => Promise<T | null>,
    reload = false,
  ): Promise<T | null> {
    const read = reload
      ? this.loader.reload.bind(this.loader)
      : this.loader.cached.bind(this.loader);
    try {
      return await read(`tmdb:${key}`, fresh, load, { staleTtlMs: stale });
    } catch (err) {
      if (reload || !(err instanceof UpstreamUnavailableError)) throw err;
      const answer = await embedded();
      if (answer === null) throw err;
      return answer;
    }
  }

  /** Lists always have an answer (the embedded list at worst). */
  private async list<T>(
    key: string,
    span: [number, number],
    load: () => Promise<T>,
    embedded: () => Promise<T>,
  ): Promise<T> {
    return (await this.live<T>(key, span, load, embedded)) ?? embedded();
  }

  async movieGenres(): Promise<Genre[]> {
    return this.list(
      'genres:movie',
      ttl.genres,
      () => this.requests.genres('movie'),
      () => this.fallback.movieGenres(),
    );
  }

  async tvGenres(): Promise<Genre[]> {
    return this.list(
      'genres:tv',
      ttl.genres,
      () => this.requests.genres('tv'),
      () => this.fallback.tvGenres(),
    );
  }

  async trending(
    window: TrendingWindow,
    page: number,
    mediaType?: MediaType,
    watch?: WatchFilter,
  ): Promise<PagedTitles> {
    // TMDB has day and week; a month reads best as TMDB's week.
    const span = window === 'day' ? 'day' : 'week';
    const kind = mediaType ?? 'all';
    const answer = await this.list(
      `trending:${kind}:${span}:${page}`,
      ttl.lists,
      () => this.requests.trending(kind, span, page),
      () => this.fallback.trending(window, page, mediaType),
    );
    return onServices(answer, watch, this.availability);
  }

  async discover(page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return this.discoverMovies({ page, watch });
  }

  async discoverMovies(query: MovieDiscoverQuery): Promise<PagedTitles> {
    const languages = query.languages?.join('|');
    const countries = query.countries?.join('|');
    return this.list(
      `discover:movie:${languages ?? ''}:${countries ?? ''}:${query.page}${watchKey(query.watch)}`,
      ttl.lists,
      () =>
        this.requests.discover('movie', {
          sort_by: 'popularity.desc',
          with_original_language: languages,
          with_origin_country: countries,
          page: query.page,
          ...watchParams(query.watch),
        }),
      () => this.fallback.discoverMovies(query),
    );
  }

  async discoverTv(query: TvDiscoverQuery): Promise<PagedTitles> {
    const { genreId, language, year, sortBy, page } = query;
    return this.list(
      `discover:tv:${genreId ?? ''}:${language ?? ''}:${year ?? ''}:${sortBy ?? ''}:${page}${watchKey(query.watch)}`,
      ttl.lists,
      () => this.requests.discoverTv(query),
      () => this.fallback.discoverTv(query),
    );
  }

  async byGenre(genreId: number, page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return this.list(
      `genre:${genreId}:${page}${watchKey(watch)}`,
      ttl.lists,
      () =>
        this.requests.discover(
          'movie',
          { with_genres: genreId, sort_by: 'popularity.desc', page, ...watchParams(watch) },
          (t) => keepOnMovieGenrePage(genreId, t),
        ),
      () => this.fallback.byGenre(genreId, page, watch),
    );
  }

  async search(query: string, page: number, watch?: WatchFilter): Promise<SearchResponse> {
    const text = query.trim().toLowerCase();
    const answer = await this.list(
      `search:${page}:${text}`,
      ttl.search,
      () => this.requests.search(text, page),
      () => this.fallback.search(query, page),
    );
    return onServices(answer, watch, this.availability);
  }

  private bundle(type: MediaType, id: number, reload = false): Promise<TitleBundle | null> {
    const embedded = () => embeddedBundle(this.fallback, type, id);
    // Ids from OWN_ID_BASE up are the snapshot's own (titles TMDB has no id for).
    if (id >= OWN_ID_BASE) return embedded();
    const load = () => this.requests.title(type, id);
    return this.live(`title:${type}:${id}`, ttl.title, load, embedded, reload);
  }

  async details(type: MediaType, id: number): Promise<TitleDetails | null> {
    return (await this.bundle(type, id))?.details ?? null;
  }

  /** The snapshot's facts where it has a US rating, else TMDB's (tmdb-age-facts.ts). */
  async ageFacts(refs: readonly { type: MediaType; id: number }[]): Promise<(AgeFacts | null)[]> {
    return liveAgeFacts(refs, await this.fallback.ageFacts(refs), (t, id) => this.bundle(t, id));
  }

  async regionRatings(type: MediaType, id: number): Promise<Record<string, string> | null> {
    const offline = await this.fallback.regionRatings(type, id);
    return liveRegionRatings({ type, id }, offline, (t, i) => this.bundle(t, i));
  }

  async videos(type: MediaType, id: number): Promise<Video[] | null> {
    return (await this.bundle(type, id))?.videos ?? null;
  }

  async credits(type: MediaType, id: number): Promise<Credits | null> {
    return (await this.bundle(type, id))?.credits ?? null;
  }

  async similar(type: MediaType, id: number, page: number): Promise<PagedTitles | null> {
    if (id >= OWN_ID_BASE) return this.fallback.similar(type, id, page);
    if (page === 1) return (await this.bundle(type, id))?.similar ?? null;
    return this.live(
      `similar:${type}:${id}:${page}`,
      ttl.lists,
      () => this.requests.similar(type, id, page),
      () => this.fallback.similar(type, id, page),
    );
  }

  /** TMDB's `/tv/{id}/season/{n}`; the snapshot's episodes when TMDB is down. */
  season(showId: number, n: number): Promise<SeasonDetails | null> {
    return this.seasonOf(showId, n, false);
  }

  async refreshShow(showId: number): Promise<TitleDetails | null> {
    return (await this.bundle('tv', showId, true))?.details ?? null;
  }

  refreshSeason(showId: number, n: number): Promise<SeasonDetails | null> {
    return this.seasonOf(showId, n, true);
  }

  private seasonOf(showId: number, n: number, reload: boolean): Promise<SeasonDetails | null> {
    const embedded = () => this.fallback.season(showId, n);
    if (showId >= OWN_ID_BASE) return embedded();
    const load = () => this.requests.season(showId, n);
    return this.live(`season:${showId}:${n}`, ttl.title, load, embedded, reload);
  }

  async person(id: number): Promise<Person | null> {
    if (id >= OWN_ID_BASE) return this.fallback.person(id);
    return this.live(
      `person:${id}`,
      ttl.person,
      () => this.requests.person(id),
      () => this.fallback.person(id),
    );
  }

  /** The snapshot first (no upstream calls), then TMDB for what it could not place. */
  async matchTitles(lookups: readonly TitleLookup[]): Promise<TitleFacts[][]> {
    const known = await this.fallback.matchTitles(lookups);
    return matchLive(
      {
        findByImdbId: (imdbId) =>
          this.live(
            `find:${imdbId}`,
            ttl.title,
            () => this.requests.findByImdbId(imdbId),
            async () => null,
          ),
        details: (type, id) => this.details(type, id),
        searchTitles: (type, text) =>
          this.live(
            `search:${type}:${foldText(text)}`,
            ttl.search,
            () => this.requests.searchTitles(type, text),
            async () => null,
          ),
      },
      lookups,
      known,
    );
  }

  async titleFacts(refs: readonly { type: MediaType; id: number }[]) {
    const known = await this.fallback.titleFacts(refs);
    return withLiveFacts(known, refs, (type, id) => this.details(type, id));
  }

  /** Renamed ids are the snapshot's own ones, so the snapshot's alias table answers. */
  currentId(kind: MediaType | 'person', id: number): number {
    return this.fallback.currentId(kind, id);
  }

  async personCredits(id: number): Promise<PersonCredits | null> {
    if (id >= OWN_ID_BASE) return this.fallback.personCredits(id);
    return this.live(
      `person-credits:${id}`,
      ttl.person,
      () => this.requests.personCredits(id),
      () => this.fallback.personCredits(id),
    );
  }
}
