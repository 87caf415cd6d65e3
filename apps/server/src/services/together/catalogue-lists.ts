import type { Genre, MediaType, PagedTitles } from '@unclewatch/core';

import type { TitleKey } from '../../db/repositories/together/tastes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';

/** How long a list the pick read stays in memory: lists change slowly, a pick reads dozens. */
const LIST_TTL_MS = 10 * 60_000;
const LIST_LIMIT = 5_000;

const keysOf = (page: PagedTitles | null): TitleKey[] =>
  (page?.results ?? []).map((t) => ({ type: t.media_type, id: t.id }));

/** The catalogue lists a pick looks in, kept a few minutes (a cache: each instance has its own). */
export class CatalogueLists {
  private readonly cache = new Map<string, { at: number; keys: Promise<TitleKey[]> }>();

  constructor(
    private readonly catalog: CatalogProvider,
    private readonly now: () => number = Date.now,
  ) {}

  similar(type: MediaType, id: number) {
    return this.list(`similar:${type}:${id}`, () => this.catalog.similar(type, id, 1));
  }

  movieGenre(genreId: number, page: number) {
    return this.list(`movie-genre:${genreId}:${page}`, () => this.catalog.byGenre(genreId, page));
  }

  tvGenre(genreId: number, page: number) {
    return this.list(`tv-genre:${genreId}:${page}`, () =>
      this.catalog.discoverTv({ genreId, sortBy: 'vote_average.desc', page }),
    );
  }

  popularMovies(page: number) {
    return this.list(`movies:${page}`, () => this.catalog.discover(page));
  }

  bestTv(page: number) {
    return this.list(`tv:${page}`, () =>
      this.catalog.discoverTv({ sortBy: 'vote_average.desc', page }),
    );
  }

  trending(type?: MediaType) {
    return this.list(`trending:${type ?? 'all'}`, () => this.catalog.trending('week', 1, type));
  }

  async genres(): Promise<{ movie: Genre[]; tv: Genre[] }> {
    const [movie, tv] = await Promise.all([this.catalog.movieGenres(), this.catalog.tvGenres()]);
    return { movie, tv };
  }

  private list(key: string, load: () => Promise<PagedTitles | null>): Promise<TitleKey[]> {
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < LIST_TTL_MS) return hit.keys;
    if (this.cache.size >= LIST_LIMIT) this.cache.clear();
    const keys = load().then(keysOf);
    // A failed list is not kept: the next pick asks again.
    keys.catch(() => this.cache.delete(key));
    this.cache.set(key, { at: now, keys });
    return keys;
  }
}
