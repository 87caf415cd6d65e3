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

import {
  CatalogSearch,
  mostSimilar,
  moviesOfGenre,
  moviesWhere,
  paginate,
  snapshotTitleAvailable,
  toCredits,
  toDetails,
  toPerson,
  toPersonCredits,
  toTitleFacts,
  toVideos,
  trendingOrder,
  TitleMatcher,
  tvWhere,
  windowBucket,
  type ActivitySource,
  type EpisodeStore,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../../snapshot/index';
import type {
  AgeFacts,
  CatalogProvider,
  MovieDiscoverQuery,
  TitleFacts,
  TitleLookup,
  TvDiscoverQuery,
} from '../index';

export interface EmbeddedCatalogOptions {
  now?: () => Date;
  /** Our users' recent activity, blended into trending once the library exists. */
  activity?: ActivitySource;
  /** Seasons and episodes of the snapshot's shows, read on demand (none when unset). */
  episodes?: EpisodeStore;
}

/** The whole list narrowed to a services filter before paging (the snapshots' US facts). */
function onServices(titles: readonly SnapshotTitle[], watch?: WatchFilter) {
  return watch ? titles.filter((title) => snapshotTitleAvailable(title, watch)) : titles;
}

/**
 * The search index and the title matcher of each snapshot. A SnapshotCatalog is read-only, so
 * catalogues over the same one share them: a test process starting many servers builds them
 * once (decision 064); a server builds them once anyway.
 */
const searchEngines = new WeakMap<SnapshotCatalog, CatalogSearch>();
const titleMatchers = new WeakMap<SnapshotCatalog, Promise<TitleMatcher>>();

/**
 * The catalogue port over the snapshot module (apps/server/src/catalog): answers come from
 * its look-ups and DTO mapping; this adapter adds paging, caches of the costlier orders
 * (trending, similar) and the users' activity in trending.
 */
export class EmbeddedCatalog implements CatalogProvider {
  readonly mode = 'embedded' as const;
  get episodesAsOf(): string | null {
    return this.options.episodes?.asOf ?? null;
  }
  private readonly searchEngine: CatalogSearch;
  private readonly trendingCache = new Map<string, readonly SnapshotTitle[]>();
  private readonly similarCache = new Map<string, readonly SnapshotTitle[]>();
  private readonly now: () => Date;
  private matcher: Promise<TitleMatcher> | undefined;

  constructor(
    private readonly snapshot: SnapshotCatalog,
    private readonly options: EmbeddedCatalogOptions = {},
  ) {
    let searchEngine = searchEngines.get(snapshot);
    if (!searchEngine) searchEngines.set(snapshot, (searchEngine = new CatalogSearch(snapshot)));
    this.searchEngine = searchEngine;
    this.now = options.now ?? (() => new Date());
  }

  async movieGenres(): Promise<Genre[]> {
    return [...this.snapshot.movieGenres];
  }

  async tvGenres(): Promise<Genre[]> {
    return [...this.snapshot.tvGenres];
  }

  async trending(
    window: TrendingWindow,
    page: number,
    mediaType?: MediaType,
    watch?: WatchFilter,
  ): Promise<PagedTitles> {
    const activity = await this.options.activity?.snapshot(window);
    const key = `${windowBucket(window, this.now())}:${mediaType ?? 'all'}:${activity?.version ?? ''}`;
    let order = this.trendingCache.get(key);
    if (!order) {
      order = trendingOrder(this.snapshot.listable(mediaType), window, this.now(), activity?.boost);
      if (this.trendingCache.size > 50) this.trendingCache.clear();
      this.trendingCache.set(key, order);
    }
    return paginate(onServices(order, watch), page);
  }

  async discover(page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return paginate(onServices(this.snapshot.listable('movie'), watch), page);
  }

  async discoverMovies({ page, watch, ...query }: MovieDiscoverQuery): Promise<PagedTitles> {
    return paginate(onServices(moviesWhere(this.snapshot, query), watch), page);
  }

  async discoverTv({ page, watch, ...query }: TvDiscoverQuery): Promise<PagedTitles> {
    return paginate(onServices(tvWhere(this.snapshot, query), watch), page);
  }

  async byGenre(genreId: number, page: number, watch?: WatchFilter): Promise<PagedTitles> {
    return paginate(onServices(moviesOfGenre(this.snapshot, genreId), watch), page);
  }

  async search(query: string, page: number, watch?: WatchFilter): Promise<SearchResponse> {
    return this.searchEngine.search(
      query,
      page,
      watch && ((title) => snapshotTitleAvailable(title, watch)),
    );
  }

  async details(type: MediaType, id: number): Promise<TitleDetails | null> {
    const title = this.snapshot.title(type, id);
    if (!title) return null;
    const details = toDetails(title, this.snapshot);
    const seasons = type === 'tv' ? this.options.episodes?.seasonsOf(title.id) : undefined;
    return seasons ? { ...details, seasons } : details;
  }

  async season(showId: number, n: number): Promise<SeasonDetails | null> {
    const show = this.snapshot.title('tv', showId);
    if (!show) return null;
    return (await this.options.episodes?.season(show.id, n)) ?? null;
  }

  /** The snapshot has nothing newer than what it answers. */
  refreshShow(showId: number): Promise<TitleDetails | null> {
    return this.details('tv', showId);
  }

  refreshSeason(showId: number, n: number): Promise<SeasonDetails | null> {
    return this.season(showId, n);
  }

  async videos(type: MediaType, id: number): Promise<Video[] | null> {
    const title = this.snapshot.title(type, id);
    return title ? toVideos(title) : null;
  }

  async credits(type: MediaType, id: number): Promise<Credits | null> {
    const title = this.snapshot.title(type, id);
    return title ? toCredits(this.snapshot, title) : null;
  }

  async similar(type: MediaType, id: number, page: number): Promise<PagedTitles | null> {
    const list = this.similarTitles(type, id);
    return list ? paginate(list, page) : null;
  }

  /**
   * The 40 most similar listable titles of the same kind, kept per title; null when unknown.
   * Not part of the port: the embedded title records read it (the composition root wires it).
   */
  similarTitles(type: MediaType, id: number): readonly SnapshotTitle[] | null {
    const title = this.snapshot.title(type, id);
    if (!title) return null;
    const key = `${type}:${id}`;
    let list = this.similarCache.get(key);
    if (!list) {
      list = mostSimilar(title, this.snapshot.listable(type), 40);
      if (this.similarCache.size > 2000) this.similarCache.clear();
      this.similarCache.set(key, list);
    }
    return list;
  }

  async person(id: number): Promise<Person | null> {
    const person = this.snapshot.person(id);
    return person ? toPerson(this.snapshot, person) : null;
  }

  async personCredits(id: number): Promise<PersonCredits | null> {
    const person = this.snapshot.person(id);
    return person ? toPersonCredits(this.snapshot, person.id) : null;
  }

  currentId(kind: MediaType | 'person', id: number): number {
    return this.snapshot.currentId(kind, id);
  }

  async matchTitles(lookups: readonly TitleLookup[]): Promise<TitleFacts[][]> {
    // Built on first use: most servers never import.
    if (!this.matcher) {
      this.matcher = titleMatchers.get(this.snapshot) ?? TitleMatcher.build(this.snapshot);
      titleMatchers.set(this.snapshot, this.matcher);
    }
    const matcher = await this.matcher;
    const answers: TitleFacts[][] = [];
    for (const [i, lookup] of lookups.entries()) {
      // 20,000 rows: served in slices, so other requests are answered meanwhile.
      if (i > 0 && i % 1000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const found = matcher.match(lookup).map(toTitleFacts);
      answers.push(
        found.length > 0
          ? found
          : matcher.near(lookup).map((t) => ({ ...toTitleFacts(t), near: true })),
      );
    }
    return answers;
  }

  async ageFacts(refs: readonly { type: MediaType; id: number }[]): Promise<(AgeFacts | null)[]> {
    return refs.map(({ type, id }): AgeFacts | null => {
      const title = this.snapshot.title(type, id);
      if (!title) return null;
      const ratings: Record<string, string> = {};
      if (title.certification) ratings.US = title.certification;
      return {
        ratings,
        genreIds: title.genre_ids,
        adult: title.adult,
      };
    });
  }

  async regionRatings(type: MediaType, id: number): Promise<Record<string, string> | null> {
    return (await this.ageFacts([{ type, id }]))[0]?.ratings ?? null;
  }

  async titleFacts(refs: readonly { type: MediaType; id: number }[]) {
    return refs.map(({ type, id }) => {
      const title = this.snapshot.title(type, id);
      return title ? toTitleFacts(title) : null;
    });
  }
}
