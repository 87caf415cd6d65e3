import {
  ANIMATION_GENRE_ID,
  ROMANCE_GENRE_ID,
  type Credits,
  type Genre,
  type MediaType,
  type PagedTitles,
  type Person,
  type PersonCredits,
  type SearchResponse,
  type TitleDetails,
  type TrendingWindow,
  type Video,
} from '@unclewatch/core';

import {
  PAGE_SIZE,
  type CatalogProvider,
  type MovieDiscoverQuery,
  type TvDiscoverQuery,
} from '../index';
import type { CatalogData } from './catalog-data';
import { CatalogSearch } from './catalog-search';
import { mostSimilar } from './similar';
import {
  displayTitle,
  releaseYear,
  toCastMember,
  toDetails,
  toSummary,
  type SnapshotTitle,
} from './to-dto';
import { trendingOrder, windowBucket, type ActivitySource } from './trending';

export function paginate(titles: SnapshotTitle[], page: number, pageSize = PAGE_SIZE): PagedTitles {
  const start = (page - 1) * pageSize;
  return {
    page,
    results: titles.slice(start, start + pageSize).map(toSummary),
    total_pages: Math.ceil(titles.length / pageSize),
    total_results: titles.length,
  };
}

export interface EmbeddedCatalogOptions {
  now?: () => Date;
  /** Our users' recent activity, blended into trending once the library exists. */
  activity?: ActivitySource;
}

/** The catalogue served from the committed snapshot, indexed in memory at start. */
export class EmbeddedCatalog implements CatalogProvider {
  readonly mode = 'embedded' as const;
  private readonly searchEngine: CatalogSearch;
  private readonly trendingCache = new Map<string, SnapshotTitle[]>();
  private readonly similarCache = new Map<string, SnapshotTitle[]>();
  private readonly now: () => Date;

  constructor(
    readonly data: CatalogData,
    private readonly options: EmbeddedCatalogOptions = {},
  ) {
    this.searchEngine = new CatalogSearch(data);
    this.now = options.now ?? (() => new Date());
  }

  async movieGenres(): Promise<Genre[]> {
    return this.data.snapshot.movieGenres;
  }

  async tvGenres(): Promise<Genre[]> {
    return this.data.snapshot.tvGenres;
  }

  async trending(
    window: TrendingWindow,
    page: number,
    mediaType?: MediaType,
  ): Promise<PagedTitles> {
    const activity = await this.options.activity?.snapshot(window);
    const key = `${windowBucket(window, this.now())}:${mediaType ?? 'all'}:${activity?.version ?? ''}`;
    let order = this.trendingCache.get(key);
    if (!order) {
      const pool =
        mediaType === 'movie'
          ? this.data.listableMovies
          : mediaType === 'tv'
            ? this.data.listableTv
            : [...this.data.listableMovies, ...this.data.listableTv];
      order = trendingOrder(pool, window, this.now(), activity?.boost);
      if (this.trendingCache.size > 50) this.trendingCache.clear();
      this.trendingCache.set(key, order);
    }
    return paginate(order, page);
  }

  async discover(page: number): Promise<PagedTitles> {
    return paginate(this.data.listableMovies, page);
  }

  async discoverMovies({ languages, countries, page }: MovieDiscoverQuery): Promise<PagedTitles> {
    const matches = this.data.listableMovies.filter(
      (m) =>
        (!languages || languages.includes(m.original_language)) &&
        (!countries || (m.origin_country ?? []).some((c) => countries.includes(c))),
    );
    return paginate(matches, page);
  }

  async discoverTv({
    genreId,
    language,
    year,
    sortBy,
    page,
  }: TvDiscoverQuery): Promise<PagedTitles> {
    let shows = this.data.listableTv.filter((show) => {
      const isAnimation = show.genre_ids.includes(ANIMATION_GENRE_ID);
      if (genreId === ANIMATION_GENRE_ID && !isAnimation) return false;
      if (genreId !== undefined && genreId !== ANIMATION_GENRE_ID) {
        if (isAnimation || !show.genre_ids.includes(genreId)) return false;
      }
      if (language && show.original_language !== language) return false;
      if (year && releaseYear(show) !== year) return false;
      return true;
    });
    if (sortBy === 'vote_average.desc')
      shows = [...shows].sort((a, b) => b.vote_average - a.vote_average);
    if (sortBy === 'vote_average.asc')
      shows = [...shows].sort((a, b) => a.vote_average - b.vote_average);
    return paginate(shows, page);
  }

  async byGenre(genreId: number, page: number): Promise<PagedTitles> {
    const movies = this.data.listableMovies.filter(
      (m) =>
        m.genre_ids.includes(genreId) &&
        !(genreId === ROMANCE_GENRE_ID && m.original_language === 'ja'),
    );
    return paginate(movies, page);
  }

  async search(query: string, page: number): Promise<SearchResponse> {
    return this.searchEngine.search(query, page);
  }

  async details(type: MediaType, id: number): Promise<TitleDetails | null> {
    const title = this.data.title(type, id);
    return title ? toDetails(title) : null;
  }

  async videos(type: MediaType, id: number): Promise<Video[] | null> {
    const title = this.data.title(type, id);
    if (!title) return null;
    return (title.trailers ?? []).map((key, i) => ({
      id: key,
      key,
      name:
        i === 0
          ? `${displayTitle(title)} — Official Trailer`
          : `${displayTitle(title)} — Trailer ${i + 1}`,
      site: 'YouTube',
      type: 'Trailer',
      official: true,
    }));
  }

  async credits(type: MediaType, id: number): Promise<Credits | null> {
    const title = this.data.title(type, id);
    if (!title) return null;
    const credits: Credits = { id, cast: [], crew: [] };
    for (const credit of [...(title.credits ?? [])].sort((a, b) => a.order - b.order)) {
      const person = this.data.people.get(credit.personId);
      if (!person) continue;
      if (credit.department === 'Acting') {
        credits.cast.push(toCastMember(person, credit.character ?? '', credit.order));
      } else {
        credits.crew.push({
          id: person.id,
          name: person.name,
          job: credit.job ?? (credit.department === 'Directing' ? 'Director' : credit.department),
          department: credit.department,
          profile_path: person.profile_path,
        });
      }
    }
    return credits;
  }

  async similar(type: MediaType, id: number, page: number): Promise<PagedTitles | null> {
    const title = this.data.title(type, id);
    if (!title) return null;
    const key = `${type}:${id}`;
    let list = this.similarCache.get(key);
    if (!list) {
      const pool = type === 'movie' ? this.data.listableMovies : this.data.listableTv;
      list = mostSimilar(title, pool, 40);
      if (this.similarCache.size > 2000) this.similarCache.clear();
      this.similarCache.set(key, list);
    }
    return paginate(list, page);
  }

  async person(id: number): Promise<Person | null> {
    const person = this.data.people.get(id);
    if (!person) return null;
    return { ...person };
  }

  async personCredits(id: number): Promise<PersonCredits | null> {
    if (!this.data.people.has(id)) return null;
    const credits = (this.data.creditsByPerson.get(id) ?? [])
      .filter((c) => !c.title.adult)
      .sort((a, b) => b.title.vote_count - a.title.vote_count || a.title.id - b.title.id);
    return {
      id,
      cast: credits.map((c) => ({ ...toSummary(c.title), character: c.character || c.job })),
    };
  }
}
